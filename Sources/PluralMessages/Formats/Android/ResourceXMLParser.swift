import Foundation

extension ResourceXML {
    /// A recursive-descent reader of the bytes.
    struct Parser {
        let bytes: [UInt8]
        var position = 0
        var line = 1
        /// The column of the position, in code points.
        var column = 1
        /// Internal entities by name: their replacement text as written (references undone when used).
        var entities: [String: String] = [:]
        /// Entities declared external: never read.
        var externalEntities: Set<String> = []
        /// Bytes entity references have produced so far, plus the bytes of each reference expanded.
        var expanded = 0
        var elementCount = 0

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        func failure(_ reason: String) -> Failure { Failure(line: line, column: column, reason: reason) }

        var atEnd: Bool { position >= bytes.count }
        func peek(_ offset: Int = 0) -> UInt8? { position + offset < bytes.count ? bytes[position + offset] : nil }

        func starts(with text: String) -> Bool {
            let utf8 = Array(text.utf8)
            return position + utf8.count <= bytes.count && bytes[position..<(position + utf8.count)].elementsEqual(utf8)
        }

        mutating func advance(_ count: Int = 1) {
            for _ in 0..<count where position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else if byte & 0xC0 != 0x80 {
                    // Columns count code points: continuation bytes do not start one.
                    column += 1
                }
                position += 1
            }
        }

        mutating func expect(_ text: String) throws(Failure) {
            guard starts(with: text) else { throw failure("expected '\(text)'") }
            advance(text.utf8.count)
        }

        static func isSpace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
        }

        mutating func skipSpace() {
            while let byte = peek(), Self.isSpace(byte) { advance() }
        }

        /// Skips up to and past `terminator`.
        mutating func skip(past terminator: String, what: String) throws(Failure) {
            while !atEnd {
                if starts(with: terminator) {
                    advance(terminator.utf8.count)
                    return
                }
                advance()
            }
            throw failure("\(what) is not closed ('\(terminator)')")
        }

        static func isNameByte(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "_"), UInt8(ascii: ":"), UInt8(ascii: "-"), UInt8(ascii: "."): true
            default: byte >= 0x80
            }
        }

        mutating func name() throws(Failure) -> String {
            let start = position
            while let byte = peek(), Self.isNameByte(byte) { advance() }
            guard position > start, let first = bytes[start...].first,
                  !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first), first != UInt8(ascii: "-"), first != UInt8(ascii: ".")
            else { throw failure("expected a name") }
            return String(decoding: bytes[start..<position], as: UTF8.self)
        }

        mutating func document() throws(Failure) -> Element {
            try misc(allowingDoctype: true)
            guard peek() == UInt8(ascii: "<") else { throw failure(atEnd ? "the file has no root element" : "expected the root element") }
            let root = try element(depth: 1)
            try misc(allowingDoctype: false)
            guard atEnd else { throw failure("text after the root element") }
            return root
        }

        /// The XML declaration, comments, processing instructions and (before the root) the doctype.
        mutating func misc(allowingDoctype: Bool) throws(Failure) {
            while true {
                skipSpace()
                if starts(with: "<?") {
                    try skip(past: "?>", what: "a processing instruction")
                } else if starts(with: "<!--") {
                    try skip(past: "-->", what: "a comment")
                } else if starts(with: "<!DOCTYPE") {
                    guard allowingDoctype else { throw failure("a <!DOCTYPE> after the root element") }
                    try doctype()
                } else {
                    return
                }
            }
        }

        /// `<!DOCTYPE name [SYSTEM|PUBLIC ids] [internal subset]>`: only internal entities are kept.
        mutating func doctype() throws(Failure) {
            try expect("<!DOCTYPE")
            skipSpace()
            _ = try name()
            skipSpace()
            if starts(with: "SYSTEM") || starts(with: "PUBLIC") {
                // The external subset is never read.
                let isPublic = starts(with: "PUBLIC")
                advance(6)
                skipSpace()
                _ = try quoted()
                if isPublic {
                    skipSpace()
                    _ = try quoted()
                }
                skipSpace()
            }
            if peek() == UInt8(ascii: "[") {
                advance()
                try internalSubset()
                skipSpace()
            }
            try expect(">")
        }

        mutating func quoted() throws(Failure) -> String {
            guard let quote = peek(), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { throw failure("expected a quoted value") }
            advance()
            let start = position
            while let byte = peek(), byte != quote { advance() }
            guard !atEnd else { throw failure("a quoted value is not closed") }
            let value = String(decoding: bytes[start..<position], as: UTF8.self)
            advance()
            return value
        }

        mutating func internalSubset() throws(Failure) {
            while true {
                skipSpace()
                guard let byte = peek() else { throw failure("the <!DOCTYPE> internal subset is not closed (']')") }
                if byte == UInt8(ascii: "]") {
                    advance()
                    return
                }
                if starts(with: "<!--") {
                    try skip(past: "-->", what: "a comment")
                } else if starts(with: "<!ENTITY") {
                    try entityDeclaration()
                } else if starts(with: "<?") {
                    try skip(past: "?>", what: "a processing instruction")
                } else if starts(with: "<!") {
                    // ELEMENT, ATTLIST, NOTATION: nothing a resource reader needs.
                    try skipDeclaration()
                } else if byte == UInt8(ascii: "%") {
                    throw failure("a parameter entity reference in the <!DOCTYPE>: parameter entities are not read")
                } else {
                    throw failure("unexpected text in the <!DOCTYPE> internal subset")
                }
            }
        }

        mutating func skipDeclaration() throws(Failure) {
            while let byte = peek() {
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    _ = try quoted()
                    continue
                }
                advance()
                if byte == UInt8(ascii: ">") { return }
            }
            throw failure("a declaration in the <!DOCTYPE> is not closed")
        }

        mutating func entityDeclaration() throws(Failure) {
            try expect("<!ENTITY")
            skipSpace()
            if peek() == UInt8(ascii: "%") {
                throw failure("a parameter entity declaration (<!ENTITY % …>): parameter entities are not read")
            }
            let entity = try name()
            skipSpace()
            if starts(with: "SYSTEM") || starts(with: "PUBLIC") {
                // Declared, never read: using it is an error (``reference``).
                try skipDeclaration()
                externalEntities.insert(entity)
                return
            }
            let value = try quoted()
            skipSpace()
            try expect(">")
            // The first declaration binds (XML 1.0, 4.2).
            if entities[entity] == nil, !externalEntities.contains(entity) { entities[entity] = value }
        }

        /// An element and everything in it; the `<` is at the position.
        mutating func element(depth: Int) throws(Failure) -> Element {
            guard depth <= MessageLimits.maximumXMLDepth else {
                throw failure("elements nest deeper than \(MessageLimits.maximumXMLDepth) levels (MessageLimits.maximumXMLDepth)")
            }
            elementCount += 1
            guard elementCount <= MessageLimits.maximumXMLElements else {
                throw failure("the file has more than \(MessageLimits.maximumXMLElements) elements (MessageLimits.maximumXMLElements)")
            }
            let (startLine, startColumn) = (line, column)
            try expect("<")
            let elementName = try name()
            var attributes: [(name: String, value: String)] = []
            var attributeNames: Set<String> = []
            while true {
                let hadSpace = peek().map(Self.isSpace) ?? false
                skipSpace()
                guard let byte = peek() else { throw failure("the start tag <\(elementName)> is not closed") }
                if byte == UInt8(ascii: "/") {
                    try expect("/>")
                    return Element(name: elementName, attributes: attributes, line: startLine, column: startColumn)
                }
                if byte == UInt8(ascii: ">") {
                    advance()
                    break
                }
                guard hadSpace else { throw failure("expected a space before an attribute") }
                let attribute = try name()
                skipSpace()
                try expect("=")
                skipSpace()
                let value = try attributeValue()
                guard attributeNames.insert(attribute).inserted else { throw failure("the attribute '\(attribute)' is given twice") }
                attributes.append((attribute, value))
            }
            let element = Element(name: elementName, attributes: attributes, line: startLine, column: startColumn)
            try content(of: element, depth: depth)
            return element
        }

        mutating func attributeValue() throws(Failure) -> String {
            guard let quote = peek(), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { throw failure("expected a quoted attribute value") }
            advance()
            var value = ""
            var start = position
            // Attribute-value normalization (XML 1.0, 3.3.3): literal white space, and white space an
            // entity holds, becomes a space; a character reference (`&#10;`) stays what it says.
            func normalized(_ text: String) -> String {
                String(text.map { $0 == "\n" || $0 == "\t" || $0 == "\r\n" || $0 == "\r" ? " " : $0 })
            }
            while let byte = peek(), byte != quote {
                if byte == UInt8(ascii: "<") { throw failure("'<' in an attribute value") }
                if byte == UInt8(ascii: "&") {
                    value += normalized(String(decoding: bytes[start..<position], as: UTF8.self))
                    let isCharacterReference = peek(1) == UInt8(ascii: "#")
                    let reference = try reference(entityDepth: 0)
                    value += isCharacterReference ? reference : normalized(reference)
                    start = position
                    continue
                }
                advance()
            }
            guard !atEnd else { throw failure("an attribute value is not closed") }
            value += normalized(String(decoding: bytes[start..<position], as: UTF8.self))
            advance()
            return value
        }

        /// Text, CDATA, comments and child elements up to the element's end tag.
        mutating func content(of element: Element, depth: Int) throws(Failure) {
            var text = ""
            func flush() {
                if !text.isEmpty { element.children.append(.text(text, cdata: false)) }
                text = ""
            }
            var start = position
            while true {
                guard let byte = peek() else { throw failure("the element <\(element.name)> (line \(element.line)) is not closed") }
                if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&") {
                    text += String(decoding: bytes[start..<position], as: UTF8.self)
                    if byte == UInt8(ascii: "&") {
                        text += try reference(entityDepth: 0)
                    } else if starts(with: "</") {
                        advance(2)
                        let closing = try name()
                        guard closing == element.name else { throw failure("the end tag </\(closing)> does not close <\(element.name)> (line \(element.line))") }
                        skipSpace()
                        try expect(">")
                        flush()
                        return
                    } else if starts(with: "<!--") {
                        flush()
                        advance(4)
                        let commentStart = position
                        try skip(past: "-->", what: "a comment")
                        element.children.append(.comment(String(decoding: bytes[commentStart..<(position - 3)], as: UTF8.self)))
                    } else if starts(with: "<![CDATA[") {
                        flush()
                        advance(9)
                        let cdataStart = position
                        try skip(past: "]]>", what: "a CDATA section")
                        element.children.append(.text(String(decoding: bytes[cdataStart..<(position - 3)], as: UTF8.self), cdata: true))
                    } else if starts(with: "<?") {
                        try skip(past: "?>", what: "a processing instruction")
                    } else if starts(with: "<!") {
                        throw failure("a declaration inside an element")
                    } else {
                        flush()
                        element.children.append(.element(try self.element(depth: depth + 1)))
                    }
                    start = position
                    continue
                }
                advance()
            }
        }

        /// A reference at `&`: a character reference, a predefined or an internal entity (expanded,
        /// within the bounds), else an error.
        mutating func reference(entityDepth: Int) throws(Failure) -> String {
            try expect("&")
            if peek() == UInt8(ascii: "#") {
                advance()
                let hex = peek() == UInt8(ascii: "x")
                if hex { advance() }
                let start = position
                while let byte = peek(), byte != UInt8(ascii: ";"), position - start < 10 { advance() }
                let digits = String(decoding: bytes[start..<position], as: UTF8.self)
                guard peek() == UInt8(ascii: ";"), let value = UInt32(digits, radix: hex ? 16 : 10), let scalar = Unicode.Scalar(value)
                else { throw failure("a malformed character reference '&#\(hex ? "x" : "")\(digits)'") }
                guard XMLEscaping.isAllowed(scalar) else {
                    throw failure("the character reference '&#\(hex ? "x" : "")\(digits);' is U+\(XMLEscaping.hex(scalar)), which XML 1.0 forbids (aapt2 refuses it)")
                }
                advance()
                return String(Character(scalar))
            }
            let entity = try name()
            guard peek() == UInt8(ascii: ";") else { throw failure("the entity reference '&\(entity)' has no ';'") }
            advance()
            return try expand(entity, depth: entityDepth)
        }

        mutating func expand(_ entity: String, depth: Int) throws(Failure) -> String {
            switch entity {
            case "lt": return "<"
            case "gt": return ">"
            case "amp": return "&"
            case "apos": return "'"
            case "quot": return "\""
            default: break
            }
            if externalEntities.contains(entity) {
                throw failure("the entity '\(entity)' is external (SYSTEM or PUBLIC): external entities are never read")
            }
            guard let value = entities[entity] else { throw failure("the entity '\(entity)' is not declared") }
            guard depth < MessageLimits.maximumXMLEntityDepth else {
                throw failure("entities nest deeper than \(MessageLimits.maximumXMLEntityDepth) levels (MessageLimits.maximumXMLEntityDepth)")
            }
            // The replacement text's own references, expanded with the same budget.
            var result = ""
            var inner = Parser(Array(value.utf8))
            inner.entities = entities
            inner.externalEntities = externalEntities
            inner.expanded = expanded
            var start = 0
            while let byte = inner.peek() {
                if byte == UInt8(ascii: "<") { throw failure("the entity '\(entity)' holds markup ('<'), which is not read") }
                if byte == UInt8(ascii: "&") {
                    result += String(decoding: inner.bytes[start..<inner.position], as: UTF8.self)
                    do {
                        result += try inner.reference(entityDepth: depth + 1)
                    } catch {
                        throw failure(error.reason)
                    }
                    start = inner.position
                    continue
                }
                inner.advance()
            }
            result += String(decoding: inner.bytes[start..<inner.position], as: UTF8.self)
            // A reference costs the bytes it expands to and those it is written with (`&name;`), so
            // that references to an empty entity count too: 10⁷ of them expand to nothing, yet take
            // as long as many bytes.
            expanded = inner.expanded + result.utf8.count + entity.utf8.count + 2
            guard expanded <= MessageLimits.maximumXMLEntityExpansion else {
                throw failure("entity references expand to more than \(MessageLimits.maximumXMLEntityExpansion) bytes (MessageLimits.maximumXMLEntityExpansion)")
            }
            return result
        }
    }
}
