/// Android's text rules for a `<string>` or `<item>`, both ways: the one place that undoes and
/// writes Android's escapes (as AAPT2's `StringBuilder` reads them).
///
/// Read: outside double quotes, runs of white space become one space and the text's leading and
/// trailing space are dropped; a `"` starts or ends a quoted span (and is not shown); `\'` `\"` `\\`
/// `\@` `\?` `\#` are the character itself, `\n` and `\t` a new line and a tab, `\u` and exactly four hex digits (`\u00E9`)
/// the code point, any other escaped character itself; an apostrophe outside quotes is an
/// AAPT error ("unescaped apostrophe"). CDATA sections follow the same rules. `<xliff:g>` is read as
/// its text; other elements are styling (`<b>`, `<font color="…">`) and are kept in the text as
/// markup, `<b>` … `</b>`.
enum AndroidText {
    /// The styling tags the writer gives back as markup; any other `<` is written `&lt;`.
    static let stylingTags: Set<String> = [
        "a", "annotation", "b", "big", "br", "del", "em", "font", "i", "li", "small", "span", "strike", "strong",
        "sub", "sup", "tt", "u", "ul", "ol", "p", "div", "q", "s", "cite", "dfn", "blockquote",
    ]

    /// Why a text breaks Android's rules, as AAPT reports it.
    struct Problem: Error, Equatable {
        let reason: String
    }

    /// The text of an element's content (its children), decoded.
    static func decode(_ nodes: [ResourceXML.Node]) throws(Problem) -> String {
        var decoder = Decoder()
        try decoder.append(nodes, depth: 0)
        return decoder.finished()
    }

    private struct Decoder {
        var text = ""
        var quoted = false
        var lastWasSpace = true
        /// Where the last collapsed space is, to drop it when the text ends there.
        var trailingSpace: String.Index?

        mutating func append(_ nodes: [ResourceXML.Node], depth: Int) throws(Problem) {
            for node in nodes {
                switch node {
                case let .text(chunk, _):
                    try append(chunk)
                case .comment:
                    continue
                case let .element(element):
                    guard depth < MessageLimits.maximumXMLDepth else { continue }
                    if element.name == "xliff:g" {
                        try append(element.children, depth: depth + 1)
                        continue
                    }
                    let attributes = element.attributes.map { " \($0.name)=\"\(XMLEscaping.attribute($0.value))\"" }.joined()
                    if element.children.isEmpty {
                        text += "<\(element.name)\(attributes)/>"
                    } else {
                        text += "<\(element.name)\(attributes)>"
                        try append(element.children, depth: depth + 1)
                        text += "</\(element.name)>"
                    }
                    trailingSpace = nil
                }
            }
        }

        mutating func append(_ chunk: String) throws(Problem) {
            var scalars = chunk.unicodeScalars.makeIterator()
            while let scalar = scalars.next() {
                if !quoted, AndroidText.isCollapsedSpace(scalar) {
                    if !lastWasSpace {
                        trailingSpace = text.endIndex
                        text += " "
                        lastWasSpace = true
                    }
                    continue
                }
                lastWasSpace = false
                trailingSpace = nil
                switch scalar {
                case "\\":
                    guard let escaped = scalars.next() else { continue }
                    switch escaped {
                    case "t": text += "\t"
                    case "n": text += "\n"
                    case "u":
                        var digits = ""
                        for _ in 0..<4 {
                            guard let digit = scalars.next(), digit.properties.isASCIIHexDigit else {
                                throw Problem(reason: "an invalid Unicode escape: '\\u' takes four hex digits ('\\u\(digits)')")
                            }
                            digits.unicodeScalars.append(digit)
                        }
                        // A surrogate is no character: written as U+FFFD, as AAPT2 encodes it.
                        text.unicodeScalars.append(UInt32(digits, radix: 16).flatMap(Unicode.Scalar.init) ?? "\u{FFFD}")
                    default: text.unicodeScalars.append(escaped)
                    }
                case "\"":
                    quoted.toggle()
                case "'" where !quoted:
                    throw Problem(reason: "an unescaped apostrophe: AAPT refuses it (write \\' or put the text in double quotes)")
                default:
                    text.unicodeScalars.append(scalar)
                }
            }
        }

        mutating func finished() -> String {
            if let trailingSpace { text.remove(at: trailingSpace) }
            return text
        }
    }

    /// An element's content written back as XML, where its decoded text does not say it all: it
    /// holds `<xliff:g>` (read as its text) or a `<` that is text (`&lt;b>`, CDATA), which a writer
    /// would otherwise give back as markup. `nil` for the rest, which ``encode(_:)`` writes alike.
    /// Kept as it reads in a formatted element: read under `formatted="false"`, its `%`s are doubled, as
    /// its text's are.
    static func contentWorthKeeping(_ nodes: [ResourceXML.Node], formatted: Bool = true) -> String? {
        func saysMore(_ nodes: [ResourceXML.Node], depth: Int) -> Bool {
            nodes.contains { node in
                switch node {
                case let .text(text, _): text.contains("<")
                case let .element(element): element.name == "xliff:g" || (depth < MessageLimits.maximumXMLDepth && saysMore(element.children, depth: depth + 1))
                case .comment: false
                }
            }
        }
        guard saysMore(nodes, depth: 0) else { return nil }
        return xml(nodes, depth: 0, percentsDoubled: !formatted)
    }

    /// Nodes as XML: text escaped, CDATA as written, comments and attributes through ``XMLEscaping``.
    /// `percentsDoubled`: each `%` of the text written `%%`.
    static func xml(_ nodes: [ResourceXML.Node], depth: Int, percentsDoubled: Bool = false) -> String {
        let percents = { (text: String) in percentsDoubled ? text.replacingOccurrences(of: "%", with: "%%") : text }
        return nodes.map { node in
            switch node {
            case let .text(text, cdata: true): "<![CDATA[\(percents(text))]]>"
            case let .text(text, cdata: false): XMLEscaping.text(percents(text))
            case let .comment(text): "<!--\(XMLEscaping.comment(text).text)-->"
            case let .element(element):
                "<\(element.name)" + element.attributes.map { " \($0.name)=\"\(XMLEscaping.attribute($0.value))\"" }.joined()
                    + (element.children.isEmpty || depth >= MessageLimits.maximumXMLDepth
                        ? "/>" : ">\(xml(element.children, depth: depth + 1, percentsDoubled: percentsDoubled))</\(element.name)>")
            }
        }.joined()
    }

    /// White space AAPT collapses outside quotes (C's `isspace` on ASCII).
    static func isCollapsedSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case " ", "\t", "\n", "\r", "\u{0B}", "\u{0C}": true
        default: false
        }
    }

    /// The content of an element that reads back as `text` (``decode(_:)``): XML's and Android's
    /// escapes, and well-formed styling markup (``stylingTags``) written as markup.
    static func encode(_ text: String) -> String {
        let pieces = markup(in: text)
        var written = ""
        // Spaces that reading would collapse or drop are kept by escaping them: `\u0020`.
        var previousWasSpace = true
        let scalarsCount = text.unicodeScalars.count
        var index = 0
        var first = true
        for piece in pieces {
            switch piece {
            case let .tag(tag):
                written += tag
                index += tag.unicodeScalars.count
            case let .text(run):
                // Android's escapes first, then XML's, through the one function for element text.
                var result = ""
                defer { written += XMLEscaping.text(result) }
                for scalar in run.unicodeScalars {
                    let isLast = index == scalarsCount - 1
                    defer { index += 1 }
                    switch scalar {
                    case " ":
                        result += previousWasSpace || isLast ? "\\u0020" : " "
                        previousWasSpace = true
                        first = false
                        continue
                    case "\\": result += "\\\\"
                    case "'": result += "\\'"
                    case "\"": result += "\\\""
                    case "\n": result += "\\n"
                    case "\t": result += "\\t"
                    case "@" where first, "?" where first: result += "\\" + String(scalar)
                    default:
                        // What XML cannot hold, or would change (`\r`, controls): Android's own escape.
                        if scalar.value < 0x20 || scalar.value == 0x7F || (0xFFFE...0xFFFF).contains(scalar.value) {
                            result += "\\u" + XMLEscaping.hex(scalar)
                        } else {
                            result.unicodeScalars.append(scalar)
                        }
                    }
                    previousWasSpace = false
                    first = false
                }
            }
        }
        return written
    }

    /// Text and styling tags: a tag is markup only where every tag of the text is a well-formed
    /// styling tag and they nest (else every `<` is text).
    enum Piece: Equatable {
        case text(String)
        case tag(String)
    }

    static func markup(in text: String) -> [Piece] {
        guard text.contains("<") else { return [.text(text)] }
        var pieces: [Piece] = []
        var open: [String] = []
        var rest = Substring(text)
        var run = ""
        while let lt = rest.firstIndex(of: "<") {
            run += rest[..<lt]
            guard let gt = rest[lt...].firstIndex(of: ">"), let tag = Tag(rest[lt...gt]) else { return [.text(text)] }
            if !run.isEmpty { pieces.append(.text(run)) }
            run = ""
            switch tag.kind {
            case .start: open.append(tag.name)
            case .end:
                guard open.popLast() == tag.name else { return [.text(text)] }
            case .empty: break
            }
            pieces.append(.tag(String(rest[lt...gt])))
            rest = rest[rest.index(after: gt)...]
        }
        guard open.isEmpty else { return [.text(text)] }
        run += rest
        if !run.isEmpty { pieces.append(.text(run)) }
        return pieces
    }

    /// A styling tag as ``decode(_:)`` writes one: `<b>`, `</b>`, `<br/>`, `<font color="red">`.
    private struct Tag {
        enum Kind { case start, end, empty }
        let name: String
        let kind: Kind

        init?(_ written: Substring) {
            var inner = written.dropFirst().dropLast()
            var kind = Kind.start
            if inner.first == "/" {
                kind = .end
                inner = inner.dropFirst()
            } else if inner.last == "/" {
                kind = .empty
                inner = inner.dropLast()
            }
            let name = inner.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
            guard !name.isEmpty, AndroidText.stylingTags.contains(String(name)) else { return nil }
            var attributes = inner.dropFirst(name.count)
            if kind == .end, !attributes.isEmpty { return nil }
            // ` name="value"` pairs, values without `"`, `<` or a bare `&`... as decode writes them.
            while !attributes.isEmpty {
                guard attributes.first == " " else { return nil }
                attributes = attributes.dropFirst()
                let attribute = attributes.prefix { $0 != "=" && $0 != " " && $0 != "\"" }
                guard !attribute.isEmpty, attributes.dropFirst(attribute.count).hasPrefix("=\"") else { return nil }
                attributes = attributes.dropFirst(attribute.count + 2)
                guard let close = attributes.firstIndex(of: "\""), !attributes[..<close].contains("<") else { return nil }
                attributes = attributes[attributes.index(after: close)...]
            }
            self.name = String(name)
            self.kind = kind
        }
    }
}

