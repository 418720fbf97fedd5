/// The MessageFormat 2 syntax (the spec's `message.abnf`) read into ``MF2Message``'s data model, one
/// production per method, on the source's Unicode scalars. No recursion: expressions do not nest.
package struct MF2Parser {
    private let text: [Unicode.Scalar]
    private var index = 0
    /// Where the parts read so far start, for the data model errors' offsets.
    private(set) var positions = MF2SourcePositions()

    init(_ source: String) {
        text = Array(source.unicodeScalars.prefix(MF2Limits.maximumSourceLength + 1))
    }

    private var atEnd: Bool { index >= text.count }
    private var current: Unicode.Scalar? { index < text.count ? text[index] : nil }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        index + offset < text.count ? text[index + offset] : nil
    }

    private func failure(_ expected: String) -> MF2Error {
        let found = current.map { "'\(String(Character($0)).debugDescription.dropFirst().dropLast())'" } ?? "the end"
        return MF2Error(.syntaxError, "expected \(expected), found \(found)", offset: index)
    }

    private mutating func expect(_ scalar: Unicode.Scalar, _ what: String) throws(MF2Error) {
        guard current == scalar else { throw failure(what) }
        index += 1
    }

    // MARK: Whitespace

    /// `o = *(ws / bidi)`.
    private mutating func skipOptional() {
        while let scalar = current, Self.isWhitespace(scalar) || Self.isBidi(scalar) { index += 1 }
    }

    /// `s = *bidi ws o`; on failure nothing is consumed.
    private mutating func skipRequired() -> Bool {
        var probe = index
        while probe < text.count, Self.isBidi(text[probe]) { probe += 1 }
        guard probe < text.count, Self.isWhitespace(text[probe]) else { return false }
        index = probe + 1
        skipOptional()
        return true
    }

    /// `s` followed by something that starts with `starts`; on failure nothing is consumed.
    private mutating func skipRequired(before starts: (Unicode.Scalar) -> Bool) -> Bool {
        let start = index
        guard skipRequired(), let scalar = current, starts(scalar) else {
            index = start
            return false
        }
        return true
    }

    // MARK: Message

    mutating func parseMessage() throws(MF2Error) -> (declarations: [MF2Message.Declaration], body: MF2Message.Body) {
        guard text.count <= MF2Limits.maximumSourceLength else {
            throw MF2Error(.limitExceeded, "the message is longer than \(MF2Limits.maximumSourceLength) Unicode scalars (MF2Limits.maximumSourceLength)")
        }
        var probe = 0
        while probe < text.count, Self.isWhitespace(text[probe]) || Self.isBidi(text[probe]) { probe += 1 }
        let isComplex = probe < text.count
            && (text[probe] == "." || (text[probe] == "{" && probe + 1 < text.count && text[probe + 1] == "{"))
        guard isComplex else {
            let pattern = try parsePattern(quoted: false)
            return ([], .pattern(pattern))
        }
        index = probe
        var declarations: [MF2Message.Declaration] = []
        while current == "." {
            let declarationStart = index
            let keyword = try parseKeyword()
            switch keyword {
            case "input":
                skipOptional()
                let expressionStart = index
                let expression = try parseExpression()
                guard case let .variable(name)? = expression.operand else { throw MF2Error(.syntaxError, "expected a variable in .input", offset: expressionStart) }
                declarations.append(.input(name: name, expression: expression))
                positions.declarations.append(declarationStart)
            case "local":
                guard skipRequired() else { throw failure("whitespace after .local") }
                try expect("$", "a variable after .local")
                let name = try parseName()
                skipOptional()
                try expect("=", "'=' in .local")
                skipOptional()
                declarations.append(.local(name: name, expression: try parseExpression()))
                positions.declarations.append(declarationStart)
            case "match":
                positions.match = declarationStart
                let body = try parseMatcher()
                skipOptional()
                guard atEnd else { throw failure("the end of the message after its variants") }
                return (declarations, body)
            default:
                throw MF2Error(.syntaxError, "unknown keyword '.\(keyword)'", offset: declarationStart)
            }
            guard declarations.count <= MF2Limits.maximumDeclarations else {
                throw MF2Error(.limitExceeded, "more than \(MF2Limits.maximumDeclarations) declarations (MF2Limits.maximumDeclarations)")
            }
            skipOptional()
        }
        guard current == "{", peek(1) == "{" else { throw failure("a declaration, .match or a quoted pattern '{{'") }
        let pattern = try parseQuotedPattern()
        skipOptional()
        guard atEnd else { throw failure("the end of the message after its pattern") }
        return (declarations, .pattern(pattern))
    }

    /// `.input`, `.local`, `.match` (case-sensitive); returns the word after the dot.
    private mutating func parseKeyword() throws(MF2Error) -> String {
        try expect(".", "'.'")
        var word = ""
        while let scalar = current, Self.isNameChar(scalar) {
            word.unicodeScalars.append(scalar)
            index += 1
        }
        return word
    }

    private mutating func parseMatcher() throws(MF2Error) -> MF2Message.Body {
        var selectors: [String] = []
        while skipRequired(before: { $0 == "$" }) {
            positions.selectors.append(index)
            index += 1
            selectors.append(try parseName())
            guard selectors.count <= MF2Limits.maximumSelectors else {
                throw MF2Error(.limitExceeded, "more than \(MF2Limits.maximumSelectors) selectors (MF2Limits.maximumSelectors)")
            }
        }
        guard !selectors.isEmpty else { throw failure("a selector variable after .match") }
        guard skipRequired() else { throw failure("whitespace before the first variant") }
        var variants: [MF2Message.Variant] = []
        repeat {
            positions.variants.append(index)
            var keys = [try parseKey()]
            while skipRequired(before: { $0 != "{" }) {
                keys.append(try parseKey())
            }
            skipOptional()
            guard current == "{", peek(1) == "{" else { throw failure("a key or a quoted pattern '{{'") }
            variants.append(MF2Message.Variant(keys: keys, pattern: try parseQuotedPattern()))
            guard variants.count <= MF2Limits.maximumVariants else {
                throw MF2Error(.limitExceeded, "more than \(MF2Limits.maximumVariants) variants (MF2Limits.maximumVariants)")
            }
            skipOptional()
        } while !atEnd
        return .select(selectors: selectors, variants: variants)
    }

    private mutating func parseKey() throws(MF2Error) -> MF2Message.Key {
        if current == "*" {
            index += 1
            return .catchAll
        }
        return .literal(try parseLiteral())
    }

    // MARK: Patterns

    private mutating func parseQuotedPattern() throws(MF2Error) -> MF2Message.Pattern {
        index += 2
        let pattern = try parsePattern(quoted: true)
        guard current == "}", peek(1) == "}" else { throw failure("'}}' closing the pattern") }
        index += 2
        return pattern
    }

    /// A pattern up to the end (simple message) or to `}}` (quoted).
    private mutating func parsePattern(quoted: Bool) throws(MF2Error) -> MF2Message.Pattern {
        var elements: [MF2Message.PatternElement] = []
        var pending = ""
        while let scalar = current {
            switch scalar {
            case "\\":
                pending.unicodeScalars.append(try parseEscape())
            case "{":
                if !pending.isEmpty { elements.append(.text(pending)); pending = "" }
                elements.append(try parsePlaceholder())
            case "}":
                guard quoted else { throw failure("text; '}' is written '\\}'") }
                if !pending.isEmpty { elements.append(.text(pending)) }
                return elements
            case "\u{0}":
                throw failure("text; NUL is not allowed")
            default:
                pending.unicodeScalars.append(scalar)
                index += 1
            }
        }
        guard !quoted else { throw failure("'}}' closing the pattern") }
        if !pending.isEmpty { elements.append(.text(pending)) }
        return elements
    }

    private mutating func parseEscape() throws(MF2Error) -> Unicode.Scalar {
        index += 1
        guard let escaped = current, escaped == "\\" || escaped == "{" || escaped == "|" || escaped == "}" else {
            throw failure("'\\\\', '\\{', '\\|' or '\\}'")
        }
        index += 1
        return escaped
    }

    // MARK: Expressions and markup

    private mutating func parsePlaceholder() throws(MF2Error) -> MF2Message.PatternElement {
        let start = index
        index += 1
        skipOptional()
        if current == "#" || current == "/" {
            index = start
            return .markup(try parseMarkup())
        }
        index = start
        return .expression(try parseExpression())
    }

    private mutating func parseExpression() throws(MF2Error) -> MF2Message.Expression {
        try expect("{", "'{' opening an expression")
        skipOptional()
        var operand: MF2Message.Operand?
        var function: MF2Message.FunctionReference?
        if current == "$" {
            index += 1
            operand = .variable(try parseName())
        } else if current != ":" {
            operand = .literal(try parseLiteral())
        }
        if operand == nil {
            function = try parseFunction()
        } else if skipRequired(before: { $0 == ":" }) {
            function = try parseFunction()
        }
        let attributes = try parseAttributes()
        skipOptional()
        try expect("}", "'}' closing the expression")
        return MF2Message.Expression(operand: operand, function: function, attributes: attributes)
    }

    private mutating func parseFunction() throws(MF2Error) -> MF2Message.FunctionReference {
        try expect(":", "':' before a function")
        let name = try parseIdentifier()
        return MF2Message.FunctionReference(name: name, options: try parseOptions())
    }

    private mutating func parseOptions() throws(MF2Error) -> [MF2Message.Option] {
        var options: [MF2Message.Option] = []
        while skipRequired(before: { Self.isNameStart($0) || Self.isBidi($0) }) {
            positions.options.append(index)
            let name = try parseIdentifier()
            skipOptional()
            try expect("=", "'=' after the option '\(name)'")
            skipOptional()
            let value: MF2Message.Operand
            if current == "$" {
                index += 1
                value = .variable(try parseName())
            } else {
                value = .literal(try parseLiteral())
            }
            options.append(MF2Message.Option(name: name, value: value))
        }
        return options
    }

    private mutating func parseAttributes() throws(MF2Error) -> [MF2Message.Attribute] {
        var attributes: [MF2Message.Attribute] = []
        while skipRequired(before: { $0 == "@" }) {
            index += 1
            let name = try parseIdentifier()
            let afterName = index
            skipOptional()
            if current == "=" {
                index += 1
                skipOptional()
                attributes.append(MF2Message.Attribute(name: name, value: try parseLiteral()))
            } else {
                index = afterName
                attributes.append(MF2Message.Attribute(name: name, value: nil))
            }
        }
        return attributes
    }

    private mutating func parseMarkup() throws(MF2Error) -> MF2Message.Markup {
        try expect("{", "'{'")
        skipOptional()
        let isClose = current == "/"
        index += 1
        let name = try parseIdentifier()
        let options = try parseOptions()
        let attributes = try parseAttributes()
        skipOptional()
        var kind: MF2Message.Markup.Kind = isClose ? .close : .open
        if !isClose, current == "/" {
            index += 1
            kind = .standalone
        }
        try expect("}", "'}' closing the markup")
        return MF2Message.Markup(kind: kind, name: name, options: options, attributes: attributes)
    }

    // MARK: Names and literals

    /// `name = [bidi] name-start *name-char [bidi]`; the marks are not part of the name.
    private mutating func parseName() throws(MF2Error) -> String {
        if let scalar = current, Self.isBidi(scalar) { index += 1 }
        guard let first = current, Self.isNameStart(first) else { throw failure("a name") }
        var name = ""
        while let scalar = current, Self.isNameChar(scalar) {
            name.unicodeScalars.append(scalar)
            index += 1
        }
        if let scalar = current, Self.isBidi(scalar) { index += 1 }
        return name
    }

    /// `identifier = [namespace ":"] name`.
    private mutating func parseIdentifier() throws(MF2Error) -> String {
        let first = try parseName()
        guard current == ":" else { return first }
        index += 1
        return first + ":" + (try parseName())
    }

    private mutating func parseLiteral() throws(MF2Error) -> String {
        if current == "|" {
            index += 1
            var value = ""
            while let scalar = current, scalar != "|" {
                if scalar == "\\" {
                    value.unicodeScalars.append(try parseEscape())
                } else if Self.isContentChar(scalar, quoted: true) {
                    value.unicodeScalars.append(scalar)
                    index += 1
                } else {
                    throw failure("a quoted literal's character")
                }
            }
            try expect("|", "'|' closing the literal")
            return value
        }
        var value = ""
        while let scalar = current, Self.isNameChar(scalar) {
            value.unicodeScalars.append(scalar)
            index += 1
        }
        guard !value.isEmpty else { throw failure("a literal") }
        return value
    }
}

/// Where the parts of a message that data model errors name start, in Unicode scalars from 0, each
/// list in source order (as ``MF2Validation`` walks them).
struct MF2SourcePositions {
    /// Each `.input` and `.local`.
    var declarations: [Int] = []
    /// `.match`.
    var match: Int?
    /// Each selector's `$`.
    var selectors: [Int] = []
    /// Each variant's first key.
    var variants: [Int] = []
    /// Each option's name, of expressions and markup alike.
    var options: [Int] = []
}
