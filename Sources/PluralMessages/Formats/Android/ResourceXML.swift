import Foundation

/// The XML of an Android resource file, read by a reader of its own: the smallest one that reads
/// what `res/values*/` files hold, and never anything else.
///
/// Foundation's `XMLParser` (libxml2 on Linux) was not used: whether it resolves external entities,
/// reads an external DTD or expands nested entities depends on libxml2's version and flags the
/// wrapper does not expose alike on every platform, and it gives neither the order of attributes
/// nor the markup of the styling tags (`<b>`, `<font color="…">`) a writer gives back. This reader:
///
/// - never reads anything but the bytes given: an external DTD (`<!DOCTYPE resources SYSTEM "…">`)
///   is not fetched, and a reference to an external entity (`SYSTEM`, `PUBLIC`) or a parameter
///   entity (`%name;`) is an error naming it;
/// - expands the internal entities a `<!DOCTYPE>` declares (`<!ENTITY app "Files">`, which some
///   apps use), at most ``MessageLimits/maximumXMLEntityDepth`` deep and
///   ``MessageLimits/maximumXMLEntityExpansion`` bytes in all (each reference counting its own
///   `&name;` bytes too, so that references to an empty entity count), so an expansion bomb ("billion laughs") is refused
///   with an error that names the bound;
/// - refuses the characters XML 1.0 forbids (controls other than tab, line feed and carriage return,
///   U+FFFE, U+FFFF), written or as character references, as aapt2 does;
/// - bounds the nesting of elements (``MessageLimits/maximumXMLDepth``) and their number
///   (``MessageLimits/maximumXMLElements``).
struct ResourceXML {
    /// One element, with the place of its start tag.
    final class Element {
        let name: String
        /// Attributes in the order written, values decoded.
        let attributes: [(name: String, value: String)]
        var children: [Node] = []
        let line: Int
        let column: Int

        init(name: String, attributes: [(name: String, value: String)], line: Int, column: Int) {
            self.name = name
            self.attributes = attributes
            self.line = line
            self.column = column
        }

        /// The value of an attribute.
        func attribute(_ name: String) -> String? {
            attributes.first { $0.name == name }?.value
        }

        /// The child elements.
        var elements: [Element] {
            children.compactMap { if case let .element(element) = $0 { element } else { nil } }
        }
    }

    /// What an element holds.
    enum Node {
        /// Text, entities and character references decoded; `cdata` when it was a `<![CDATA[…]]>` section.
        case text(String, cdata: Bool)
        case element(Element)
        /// A comment's text (`<!-- … -->`): a translator's note for the element after it.
        case comment(String)
    }

    /// Why a file is not XML this reader reads, with the place.
    struct Failure: Error {
        let line: Int
        let column: Int
        let reason: String
        var description: String { "line \(line), column \(column): \(reason)" }
    }

    /// The root element.
    let root: Element

    /// Reads a document; UTF-8 (a byte order mark is skipped).
    init(_ data: Data) throws(Failure) {
        var bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            throw Failure(line: 1, column: 1, reason: "the file is UTF-16; Android resource files are UTF-8")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw Failure(line: 1, column: 1, reason: "the file is not UTF-8")
        }
        // XML 1.0 forbids these characters anywhere, as text or as references (aapt2 refuses them).
        var line = 1, column = 1
        for scalar in text.unicodeScalars {
            if !XMLEscaping.isAllowed(scalar) {
                throw Failure(line: line, column: column, reason: "the character U+\(XMLEscaping.hex(scalar)), which XML 1.0 forbids (aapt2 refuses it)")
            }
            if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        var parser = Parser(bytes)
        root = try parser.document()
    }
}
