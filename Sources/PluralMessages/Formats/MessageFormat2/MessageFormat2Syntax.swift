/// How the MF2 writers spell text, literals and names (the spec's ABNF), and which input
/// variables an MF2 message reads, in order.
enum MessageFormat2Syntax {
    /// Pattern text: `\`, `{` and `}` escaped (the same in simple and quoted patterns).
    static func escapedText(_ text: String) -> String {
        var escaped = ""
        escaped.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if scalar == "\\" || scalar == "{" || scalar == "}" { escaped.unicodeScalars.append("\\") }
            escaped.unicodeScalars.append(scalar)
        }
        return escaped
    }

    /// A literal (a variant key, an option value): unquoted when MF2 reads it unquoted as itself
    /// (a name or a number), else `|quoted|` with `\` and `|` escaped.
    static func literal(_ value: String) -> String {
        if isName(value) || isNumberLiteral(value) { return value }
        var quoted = "|"
        for scalar in value.unicodeScalars {
            if scalar == "\\" || scalar == "|" { quoted.unicodeScalars.append("\\") }
            quoted.unicodeScalars.append(scalar)
        }
        return quoted + "|"
    }

    /// Whether MF2 reads `value` as a name, unchanged.
    static func isName(_ value: String) -> Bool {
        let scalars = value.unicodeScalars
        guard let first = scalars.first, MF2Parser.isNameStart(first) else { return false }
        return scalars.dropFirst().allSatisfy(MF2Parser.isNameChar) && value == value.precomposedStringWithCanonicalMapping
    }

    /// `number-literal = ["-"] (%x30 / (%x31-39 *DIGIT)) ["." 1*DIGIT] [%i"e" ["-" / "+"] 1*DIGIT]`.
    static func isNumberLiteral(_ value: String) -> Bool {
        var scalars = Substring(value).unicodeScalars[...]
        func digits() -> Int {
            let count = scalars.prefix(while: { ("0"..."9").contains($0) }).count
            scalars = scalars.dropFirst(count)
            return count
        }
        if scalars.first == "-" { scalars = scalars.dropFirst() }
        let leadingZero = scalars.first == "0"
        let integer = digits()
        guard integer > 0, !(leadingZero && integer > 1) else { return false }
        if scalars.first == "." {
            scalars = scalars.dropFirst()
            guard digits() > 0 else { return false }
        }
        if scalars.first == "e" || scalars.first == "E" {
            scalars = scalars.dropFirst()
            if scalars.first == "-" || scalars.first == "+" { scalars = scalars.dropFirst() }
            guard digits() > 0 else { return false }
        }
        return scalars.isEmpty
    }

    /// Whether a pattern (as written, escapes in) reads back as itself as a simple message: one
    /// that starts, after whitespace and bidi marks, with `.` is read as declarations.
    static func canBeSimple(_ pattern: String) -> Bool {
        let start = pattern.unicodeScalars.first { !MF2Parser.isWhitespace($0) && !MF2Parser.isBidi($0) }
        return start != "."
    }

    /// The input variables of a message in order of first appearance: each `.input`, then each
    /// variable a declaration, a selector or a pattern refers to before anything declares it.
    /// Values given in order bind to these names in this order.
    static func inputNames(of message: MF2Message) -> [String] {
        var names: [String] = []
        var known: Set<String> = []
        func refer(_ name: String) {
            if known.insert(name).inserted { names.append(name) }
        }
        func visit(_ expression: MF2Message.Expression) {
            if case let .variable(name)? = expression.operand { refer(name) }
            for option in expression.function?.options ?? [] {
                if case let .variable(name) = option.value { refer(name) }
            }
        }
        func visit(_ pattern: MF2Message.Pattern) {
            for element in pattern {
                switch element {
                case .text: break
                case let .expression(expression): visit(expression)
                case let .markup(markup):
                    for option in markup.options {
                        if case let .variable(name) = option.value { refer(name) }
                    }
                }
            }
        }
        for declaration in message.declarations {
            switch declaration {
            case let .input(name, expression):
                refer(name)
                visit(expression)
            case let .local(name, expression):
                visit(expression)
                // A local is no input: later references to it are not arguments.
                known.insert(name)
            }
        }
        switch message.body {
        case let .pattern(pattern):
            visit(pattern)
        case let .select(selectors, variants):
            selectors.forEach(refer)
            for variant in variants { visit(variant.pattern) }
        }
        return names
    }
}
