import Foundation
import PluralCore
import PluralLocalization

/// Reads an Android resource file (`res/values[-qualifiers]/*.xml`: `strings.xml`, `plurals.xml`,
/// any name) into messages, with Android's text rules (``AndroidText``) and a reader of its own that
/// never resolves external entities (``ResourceXML``).
///
/// - `<string name="n">` is the message `n`: a ``MessageText/Syntax/javaFormat`` text.
/// - `<plurals name="n">` is the message `n`, a plural on the first argument (as `getQuantityString`
///   takes its quantity): `.plural(argument:forms:)` on the argument the items print as an integer
///   (``quantityPosition(of:)``), one form per `<item quantity="…">`.
/// - `<string-array name="n">` is one message per item, `n[0]`, `n[1]`… (a writer gives back the array
///   from keys of that shape).
/// - `translatable="false"` is kept as ``CatalogMetadata/shouldTranslate`` `false` (a String
///   Catalog's own flag); `formatted="false"` makes every `%` a percent sign (written `%%` in the
///   text); `tools:` attributes (for Android's tools) are kept for the Android writer, and other
///   writers note them as left out.
/// - The comment just before an element is its ``LocalizedMessage/comment``.
/// - What AAPT refuses (an unescaped apostrophe, a bad `\u` escape, an unknown or repeated
///   `quantity`, an item without one) becomes an entry that renders as
///   ``MessageError/Reason/invalidEntry(_:)`` and that lint reports, with its line.
/// - Other resources (`<color>`, `<dimen>`, `<integer-array>`…) are not messages and are not read.
enum AndroidResourceReader {
    /// The name of the table of a `res` folder's resources (Android keeps strings, plurals and arrays
    /// in one namespace per app, whatever the files are called).
    static let tableName = "strings"

    /// The element names that hold messages.
    static let messageElements: Set<String> = ["string", "plurals", "string-array"]


    /// The root of a resource file, or why it is not one.
    static func resources(_ data: Data, file: URL?) throws(MessageFileError) -> ResourceXML.Element {
        let document: ResourceXML
        do {
            document = try ResourceXML(data)
        } catch {
            throw MessageFileError(file: file, reason: "not an Android resource file (\(error.description))")
        }
        guard document.root.name == "resources" else {
            throw MessageFileError(file: file, reason: "not an Android resource file: the root element is <\(document.root.name)>, not <resources>")
        }
        return document.root
    }

    /// The messages of a resource file, by key (a name given twice keeps its last element, which
    /// lint reports as a repeated key).
    static func messages(from data: Data, language: String, file: URL?) throws(MessageFileError) -> [String: LocalizedMessage] {
        messages(of: try resources(data, file: file), language: language, file: file)
    }

    /// The messages of a parsed resource file, by key.
    static func messages(of root: ResourceXML.Element, language: String, file: URL?) -> [String: LocalizedMessage] {
        let origin = MessageOrigin(file: file, kind: .android)
        var messages: [String: LocalizedMessage] = [:]
        for (element, comment) in messageElements(of: root) {
            guard let name = element.attribute("name") else { continue }
            let metadata = element.attribute("translatable") == "false" ? CatalogMetadata(shouldTranslate: false) : nil
            let formatted = element.attribute("formatted") != "false"
            let tools = element.attributes.filter { $0.name.hasPrefix("tools:") }
            func message(_ key: String, _ body: MessageBody) -> LocalizedMessage {
                LocalizedMessage(key: key, language: language, body: body, origin: origin, comment: comment, catalogMetadata: metadata, androidTools: tools)
            }
            switch element.name {
            case "string":
                messages[name] = message(name, text(element.children, formatted: formatted))
            case "plurals":
                messages[name] = message(name, plural(element, formatted: formatted))
            default:
                for (index, item) in element.elements.filter({ $0.name == "item" }).enumerated() {
                    let key = "\(name)[\(index)]"
                    messages[key] = message(key, text(item.children, formatted: formatted))
                }
            }
        }
        return messages
    }

    /// The message elements of `<resources>`, each with the comment just before it.
    static func messageElements(of root: ResourceXML.Element) -> [(element: ResourceXML.Element, comment: String?)] {
        var found: [(ResourceXML.Element, String?)] = []
        var comment: String?
        for node in root.children {
            switch node {
            case let .comment(text):
                let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
                comment = trimmed.isEmpty ? nil : trimmed
            case let .text(text, _):
                if !text.allSatisfy(\.isWhitespace) { comment = nil }
            case let .element(element):
                if messageElements.contains(element.name) { found.append((element, comment)) }
                comment = nil
            }
        }
        return found
    }

    /// A text body, or the AAPT error that stops it.
    static func text(_ nodes: [ResourceXML.Node], formatted: Bool) -> MessageBody {
        do {
            let decoded = try AndroidText.decode(nodes)
            // Not a format: every `%` is a percent sign.
            return .text(MessageText(javaFormat: formatted ? decoded : decoded.replacingOccurrences(of: "%", with: "%%"),
                                     androidContent: AndroidText.contentWorthKeeping(nodes, formatted: formatted)))
        } catch {
            return .invalid(error.reason)
        }
    }

    /// A `<plurals>` body: a form per item, or why AAPT refuses it.
    static func plural(_ element: ResourceXML.Element, formatted: Bool) -> MessageBody {
        var forms: [PluralMessageForm: MessageBody] = [:]
        for item in element.elements {
            guard item.name == "item" else { return .invalid("<plurals> holds <\(item.name)> (line \(item.line)); only <item> elements") }
            guard let quantity = item.attribute("quantity") else { return .invalid("an <item> of <plurals> has no quantity (line \(item.line))") }
            guard let category = PluralCategory(rawValue: quantity) else {
                return .invalid("'\(quantity)' is not a quantity (zero, one, two, few, many, other) (line \(item.line))")
            }
            guard forms[.category(category)] == nil else { return .invalid("the quantity '\(quantity)' is given twice (line \(item.line))") }
            let body = text(item.children, formatted: formatted)
            if case let .invalid(reason) = body { return .invalid("\(reason) (the '\(quantity)' item, line \(item.line))") }
            forms[.category(category)] = body
        }
        guard !forms.isEmpty else { return .invalid("<plurals> has no <item>") }
        return .plural(argument: quantityPosition(of: forms), forms: forms)
    }

    /// The argument a `<plurals>` chooses on. Android passes the quantity apart from the format's
    /// arguments, and apps pass the count as both: the quantity is the argument the items print as
    /// an integer (`%2$d` in "%1$s invited %2$d people"), read from `other` first; 1 when none does.
    static func quantityPosition(of forms: [PluralMessageForm: MessageBody]) -> Int {
        struct FirstInteger: MessageVisitor {
            var position: Int?
            mutating func conversion(_ specifier: FormatSpecifier, position: Int, offset: Int, in text: MessageText) {
                if self.position == nil, specifier.kind == .signedInteger || specifier.kind == .unsignedInteger { self.position = position }
            }
        }
        let ordered = forms.sorted { ($0.key == .category(.other) ? 0 : 1, $0.key) < ($1.key == .category(.other) ? 0 : 1, $1.key) }
        for (_, body) in ordered {
            var visitor = FirstInteger()
            MessageWalk.walk(body, scope: [:], with: &visitor)
            if let position = visitor.position { return position }
        }
        return 1
    }

    /// The places of a file's messages for ``SourceLocator``: `[name]` at each message element
    /// (every one, so repeated names show), `[name, quantity]` at each plural item, `[name[i]]` at
    /// each array item.
    static func places(of root: ResourceXML.Element) -> [(path: [String], location: SourceLocation)] {
        var places: [(path: [String], location: SourceLocation)] = []
        for (element, _) in messageElements(of: root) {
            guard let name = element.attribute("name") else { continue }
            let items = element.elements.filter { $0.name == "item" }
            switch element.name {
            case "string-array":
                for (index, item) in items.enumerated() {
                    places.append((["\(name)[\(index)]"], SourceLocation(line: item.line, column: item.column)))
                }
            default:
                places.append(([name], SourceLocation(line: element.line, column: element.column)))
                for item in items {
                    if let quantity = item.attribute("quantity") { places.append(([name, quantity], SourceLocation(line: item.line, column: item.column))) }
                }
            }
        }
        return places
    }

    /// Whether a file may hold messages (`<string`, `<plurals`), read only up to ``MessageLimits/maximumFileSize``:
    /// so that a folder of other qualifiers (`values-night`) is reported only when it holds some.
    static func mayHoldMessages(_ url: URL) -> Bool {
        guard let size = FileSize.of(url), size <= MessageLimits.maximumFileSize,
              let data = try? Data(contentsOf: url) else { return false }
        return data.firstRange(of: Data("<string".utf8)) != nil || data.firstRange(of: Data("<plurals".utf8)) != nil
    }

    /// The names a file declares, each once, with its element and place: Android merges a folder's
    /// files into one namespace per resource type.
    static func declarations(of root: ResourceXML.Element) -> [FolderDeclaration] {
        var seen: Set<String> = []
        return messageElements(of: root).compactMap { element, _ in
            guard let name = element.attribute("name"), seen.insert(name).inserted else { return nil }
            return FolderDeclaration(name: name, element: element.name, location: SourceLocation(line: element.line, column: element.column))
        }
    }

    /// The `tools:locale` of a default resource file's `<resources>`: the language Android's tools
    /// take its texts to be in.
    static func declaredLocale(of root: ResourceXML.Element) -> String? {
        guard let locale = root.attribute("tools:locale") else { return nil }
        let tag = locale.replacingOccurrences(of: "_", with: "-")
        return FileLanguage.isLanguage(tag) ? tag : nil
    }
}
