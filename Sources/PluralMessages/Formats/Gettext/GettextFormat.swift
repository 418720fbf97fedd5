import Foundation
import PluralCore

/// GNU gettext's PO and POT files (see <doc:GettextPO>).
///
/// A folder's `<language>.po` files (`po/de.po`, `po/pt_BR.po`) and its `.pot` are one table named
/// after the folder; `<locale>/<language>/LC_MESSAGES/<domain>.po` files are the table `<domain>`
/// of the `<locale>` folder. A file's language is its `Language:` header, else its name
/// (`pt_BR.po` is `pt-BR`), else the folder above `LC_MESSAGES`. A `.pot` is the development
/// language's source: `msgid` its `one` text, `msgid_plural` its `other`.
///
/// Each `msgstr[i]` of a plural entry becomes the CLDR categories whose whole numbers the file's
/// formula sends to `i` (``GettextPluralMapping``); rendering selects as gettext does, by the
/// formula itself (``GettextMetadata``). Entries with a `msgctxt` are keyed
/// `context` U+0004 `msgid`, as gettext's catalogs key them; obsolete `#~` entries are left out;
/// untranslated and `fuzzy` entries show the source text, as gettext does.
struct GettextFormat: FileFormat {
    static let po = MessageOrigin.Kind(rawValue: "po")
    static let pot = MessageOrigin.Kind(rawValue: "pot")
    /// The name `convert --to po` writes.
    static let written = MessageFileFormat.po

    var kinds: [MessageOrigin.Kind] { [Self.pot, Self.po] }
    var written: MessageFileFormat? { Self.written }
    var syntax: MessageText.Syntax { .printf }
    var fileDescription: String? { "gettext .po/.pot" }
    var pluralsSelectByIntegerQuantity: Bool { true }
    var keepsTranslationStates: Bool { true }

    func kind(of url: URL) -> MessageOrigin.Kind? {
        switch url.pathExtension.lowercased() {
        case "po": Self.po
        case "pot": Self.pot
        default: nil
        }
    }

    func place(_ url: URL, kind: MessageOrigin.Kind, foundIn directory: URL) -> FilePlacement {
        place(url, kind: kind, givenWithLanguage: nil)
    }

    func place(_ url: URL, kind: MessageOrigin.Kind, givenWithLanguage language: String?) -> FilePlacement {
        let folder = url.deletingLastPathComponent()
        let stem = url.deletingPathExtension().lastPathComponent
        if folder.lastPathComponent == "LC_MESSAGES" {
            let languageFolder = folder.deletingLastPathComponent()
            let table = TablePlace(bundle: languageFolder.deletingLastPathComponent(), name: stem)
            return .file(in: table, language: GettextLanguage.tag(languageFolder.lastPathComponent) ?? language, isBase: kind == Self.pot)
        }
        let table = TablePlace(bundle: folder, name: folder.lastPathComponent)
        if kind == Self.pot { return .file(in: table, language: nil, isBase: true) }
        // The header may still name the language: the reader says so if neither does.
        return .file(in: table, language: GettextLanguage.tag(stem) ?? language, isBase: false)
    }

    func read(_ file: FileToRead) throws(MessageFileError) -> FileReading {
        let isTemplate = file.kind == Self.pot
        let entries = try POParser.entries(try GettextCharset.utf8(file.data, file: file.file), file: file.file)
        let headerEntry = entries.first { $0.isHeader }
        let fields = headerEntry.map { GettextHeaderFields.parse($0.msgstr.first ?? "") } ?? []
        let stated = fields.last { $0.name.lowercased() == "language" }.flatMap { GettextLanguage.tag($0.value) }
        // A template's language is the development language the table gives it.
        let language: String
        if isTemplate {
            language = try file.requireLanguage("a .pot is read as the development language's source")
        } else if let found = stated ?? file.language {
            language = found
        } else {
            throw MessageFileError(file: file.file, reason: "the language is unknown: give the file a 'Language:' header, name it <language>.po (pt_BR.po), or put it in <language>/LC_MESSAGES")
        }
        let header = GettextHeader(file: file.file, line: headerEntry?.line ?? 0, fields: fields, language: language, isTemplate: isTemplate)
        var messages: [String: LocalizedMessage] = [:]
        var places: [String: SourceLocation] = [:]
        var repeated: [String: [SourceLocation]] = [:]
        let origin = MessageOrigin(file: file.file, kind: file.kind)
        for entry in entries where !entry.isHeader {
            let key = entry.key
            let place = SourceLocation(line: entry.line, column: 1)
            if let first = places[key] {
                repeated[key, default: [first]].append(place)
                continue
            }
            places[key] = place
            let metadata = GettextMetadata(entry: entry, header: header)
            messages[key] = LocalizedMessage(key: key, language: language, body: Self.body(of: metadata), state: metadata.showsSource && !isTemplate ? "new" : nil,
                                             origin: origin, comment: Self.comment(of: entry), gettext: metadata)
        }
        let repeatedNames = repeated.map { key, places in FileReading.RepeatedName(key: key, places: places, outcome: .refused(by: "msgfmt")) }
        return FileReading(messages: [language: messages], places: file.wantsPlaces ? places : [:], repeatedNames: repeatedNames)
    }

    /// The translator's and the extracted comments, as one note for translators.
    static func comment(of entry: POEntry) -> String? {
        let lines = entry.translatorComments + entry.extractedComments
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }

    /// The message body of an entry: its text, or for a plural entry each CLDR category its
    /// whole numbers select, with the text of the index the file's formula gives them.
    static func body(of metadata: GettextMetadata) -> MessageBody {
        let entry = metadata.entry
        guard entry.msgidPlural != nil else { return .text(metadata.messageText(at: 0)) }
        if metadata.showsSource || metadata.header.isTemplate {
            return .plural(argument: 1, forms: [.category(.one): .text(metadata.messageText(at: 0)), .category(.other): .text(metadata.messageText(at: 1))])
        }
        var forms: [PluralMessageForm: MessageBody] = [:]
        if let mapping = metadata.header.mapping {
            for category in mapping.categories {
                if let index = mapping.home[category] { forms[.category(category)] = .text(metadata.messageText(at: index)) }
            }
        } else {
            // No rules to compare with (no valid header, or a language CLDR lacks): the first form is
            // 'one' and the last 'other', as gettext's default formula (n != 1) has them.
            forms[.category(.one)] = .text(metadata.messageText(at: 0))
            forms[.category(.other)] = .text(metadata.messageText(at: max(0, entry.msgstr.count - 1)))
        }
        return .plural(argument: 1, forms: forms)
    }

    /// A `python-format` entry's texts as printf (``GettextConversion``); other entries as read.
    func portable(_ message: LocalizedMessage, rules: (any PluralRules)?) -> (LocalizedMessage, [ConversionNote]) {
        GettextConversion.portable(message)
    }

    func write(_ table: MessageTable, languages: [String], rulesProvider: any PluralRulesProvider) -> WrittenFiles {
        POWriter().write(table, languages: languages, rulesProvider: rulesProvider)
    }
}

/// gettext's locale names as language tags: `pt_BR` → `pt-BR`, `sr@latin` → `sr-Latn`,
/// `ca@valencia` → `ca-valencia`, `de_DE.UTF-8` → `de-DE`.
enum GettextLanguage {
    static func tag(_ name: String) -> String? {
        var name = name.trimmingCharacters(in: .whitespaces)
        var modifier: String?
        if let at = name.firstIndex(of: "@") {
            modifier = String(name[name.index(after: at)...])
            name = String(name[..<at])
        }
        if let dot = name.firstIndex(of: ".") { name = String(name[..<dot]) }
        var tag = name.replacingOccurrences(of: "_", with: "-")
        switch modifier?.lowercased() {
        case "latin": tag += "-Latn"
        case "cyrillic": tag += "-Cyrl"
        case let other?: if other.count >= 5, other.count <= 8, other.allSatisfy({ $0.isASCII && $0.isLetter }) { tag += "-" + other }
        case nil: break
        }
        // A language tag that also sorts subtags as BCP 47 does (`sr-Latn` before a region).
        return FileLanguage.isLanguage(tag) ? tag : nil
    }
}

/// The fields of a header entry's `msgstr`: `Name: value` lines.
enum GettextHeaderFields {
    static func parse(_ text: String) -> [(name: String, value: String)] {
        var fields: [(name: String, value: String)] = []
        for line in text.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = String(line[..<colon]).trimmingCharacters(in: .whitespaces)
            let value = String(line[colon...].dropFirst()).trimmingCharacters(in: .whitespaces)
            fields.append((name, value))
        }
        return fields
    }
}

/// The one text encoding read: UTF-8. A file in another charset (its header's `Content-Type`) is
/// converted first by the C library's `iconv`, which knows every charset `msgfmt` and `msgconv`
/// convert from (glibc's: ISO-8859-*, EUC-*, GBK, Big5, KOI8-*, CP125x…); an unknown charset or
/// bytes it does not hold are an error that names the file and line.
enum GettextCharset {
    static func utf8(_ data: Data, file: URL?) throws(MessageFileError) -> Data {
        // `CHARSET` is a template's placeholder; ASCII bytes read alike in every charset gettext
        // allows (an ESC starts an ISO-2022 shift, which is not ASCII).
        guard let charset = declared(in: data), !["utf-8", "utf8", "ascii", "us-ascii", "charset"].contains(charset),
              data.contains(where: { $0 >= 0x80 || $0 == 0x1B }) else { return data }
        return try Iconv.utf8(data, from: charset, file: file)
    }

    /// The charset the header's `Content-Type` names, in lower case.
    static func declared(in data: Data) -> String? {
        guard let range = data.prefix(8_192).firstRange(of: Data("charset=".utf8)) else { return nil }
        let rest = data[range.upperBound...].prefix(40)
        let name = rest.prefix { byte in byte != UInt8(ascii: "\\") && byte != UInt8(ascii: "\"") && byte != 0x0A && byte != 0x20 && byte != UInt8(ascii: ";") }
        return String(decoding: name, as: UTF8.self).lowercased()
    }
}
