// Fuzz target: what the Android writer writes reads back (PluralMessages' XMLEscaping, one function
// per XML context). The input is three texts, split at the first two 0xFF bytes: a comment, an
// attribute value and an element text.
// Invariants:
// - a document of the three, each escaped by its function, is well-formed XML 1.0: Foundation's
//   XMLParser (libxml2, strict) and the resource reader both read it, with one element inside
//   <resources> and nothing else;
// - the attribute and the text read back as given, the comment too when XML can hold it as it is
//   (no "--", no final "-"); characters XML 1.0 forbids are never written raw;
// - a table whose message has the first text as its comment and the third as its text, written by
//   the Android writer, reads back strictly with exactly its entries.
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import ICUPlural
import PluralCore
@testable import PluralMessages

private let writer = MessageTableWriter(rulesProvider: ICUPluralRulesProvider())

/// The root's name and those of its child elements (the entries), as a strict parser reads them.
private final class Elements: NSObject, XMLParserDelegate {
    var names: [String] = []
    var depth = 0
    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        depth += 1
        if depth <= 2 { names.append(elementName) }
    }
    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        depth -= 1
    }
}

private func strictlyRead(_ data: Data) -> [String]? {
    let parser = XMLParser(data: data)
    let elements = Elements()
    parser.delegate = elements
    return parser.parse() ? elements.names : nil
}

private func allowed(_ text: String) -> Bool { text.unicodeScalars.allSatisfy(XMLEscaping.isAllowed) }

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAndroidXMLEscaping(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let parts = UnsafeBufferPointer(start: data, count: size).split(separator: 0xFF, maxSplits: 2, omittingEmptySubsequences: false)
        .map { String(decoding: $0, as: UTF8.self) }
    let comment = parts.count > 0 ? parts[0] : "", attribute = parts.count > 1 ? parts[1] : "", text = parts.count > 2 ? parts[2] : ""

    let xml = "<resources><!--\(XMLEscaping.comment(comment).text)--><string name=\"a\" note=\"\(XMLEscaping.attribute(attribute))\">"
        + XMLEscaping.text(text) + "</string></resources>"
    precondition(allowed(xml), "a forbidden character written raw: \(xml.debugDescription)")
    let names = strictlyRead(Data(xml.utf8))
    precondition(names == ["resources", "string"], "not well-formed, or other elements: \(String(describing: names)) in \(xml.debugDescription)")
    let root: ResourceXML.Element
    do {
        root = try ResourceXML(Data(xml.utf8)).root
    } catch {
        preconditionFailure("the reader refuses \(xml.debugDescription): \(error.description)")
    }
    guard case let .comment(readComment)? = root.children.first, let element = root.elements.first else {
        preconditionFailure("\(xml.debugDescription) reads as \(root.children)")
    }
    if allowed(comment), !comment.contains("--"), !comment.hasSuffix("-") {
        precondition(readComment == comment, "\(comment.debugDescription) reads back as \(readComment.debugDescription)")
    }
    if allowed(attribute) {
        precondition(element.attribute("note") == attribute, "\(attribute.debugDescription) reads back as \(String(describing: element.attribute("note")))")
    }
    if allowed(text) {
        let read = element.children.map { if case let .text(part, _) = $0 { part } else { "" } }.joined()
        precondition(read == text, "\(text.debugDescription) reads back as \(read.debugDescription)")
    }

    // The writer: a comment and a text from a `.strings` file.
    let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    let strings = "/* \(comment.replacingOccurrences(of: "*/", with: "")) */\n\"k\" = \"\(escaped)\";\n"
    var table = MessageTable(name: "strings", developmentLanguage: "en")
    guard (try? table.add(contentsOf: Data(strings.utf8), kind: .strings, language: "en")) != nil else { return 0 }
    let written = writer.write(table, as: .android)
    for (path, file) in written.files {
        // The one entry, or none where a note says why; never an element the input did not have.
        let names = strictlyRead(file)
        precondition(names == ["resources", "string"] || (names == ["resources"] && !written.notes.isEmpty),
                     "\(path) is not well-formed or holds other entries (\(String(describing: names))): \(String(decoding: file, as: UTF8.self).debugDescription)")
        do {
            _ = try AndroidResourceReader.messages(from: file, language: "en", file: nil)
        } catch {
            preconditionFailure("\(path) does not read back: \(error)")
        }
    }
    return 0
}
