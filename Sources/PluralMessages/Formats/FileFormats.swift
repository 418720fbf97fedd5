import Foundation
import PluralCore

/// The formats a tool reads and writes: the registry every door asks which format a file is,
/// which reads a kind and which writes a ``MessageFileFormat``.
///
/// ``standard`` lists the package's formats; each new format adds one line there (see
/// CONTRIBUTING.md, "Adding a format"). Tests add a format of their own to a copy (``adding(_:)``) and pass it
/// where tables are found, linted or written.
struct FileFormats: Sendable {
    /// The formats, in the order ``MessageFileFormat/allCases`` lists those that write.
    let formats: [any FileFormat]
    /// Each kind's format and rank (its place in the format's ``FileFormat/kinds``): looked up per
    /// message by the renderer, so kept apart from the list.
    private let byKind: [MessageOrigin.Kind: (format: Int, rank: Int)]

    /// A registry of these formats; a file two of them claim is the first one's.
    init(_ formats: [any FileFormat]) {
        self.formats = formats
        var byKind: [MessageOrigin.Kind: (format: Int, rank: Int)] = [:]
        for (index, format) in formats.enumerated() {
            for (rank, kind) in format.kinds.enumerated() where byKind[kind] == nil { byKind[kind] = (index, rank) }
        }
        self.byKind = byKind
    }

    /// The package's formats: Apple's `.strings`/`.stringsdict`, String Catalogs, ICU MessageFormat
    /// and MessageFormat 2 JSON, Android resources.
    static let standard = FileFormats([
        AppleStringsFormat(),
        StringCatalogFormat(),
        MessageFormatJSONFormat(),
        MessageFormat2JSONFormat(),
        AndroidResourcesFormat(),
        // Formats added in session 11: one line each.
        I18nextJSONFormat(),
        GettextFormat(),
        FlutterARBFormat(),
    ])

    /// These formats and one more (which claims a file before them).
    func adding(_ format: any FileFormat) -> FileFormats {
        FileFormats(formats + [format])
    }

    /// The format a file is of, and its kind: detection, decided here once for every tool.
    func format(of url: URL) -> (format: any FileFormat, kind: MessageOrigin.Kind)? {
        for format in formats {
            if let kind = format.kind(of: url) { return (format, kind) }
        }
        return nil
    }

    /// The format that reads files of a kind.
    func format(reading kind: MessageOrigin.Kind) -> (any FileFormat)? {
        byKind[kind].map { formats[$0.format] }
    }

    /// The format written by a name.
    func format(writing name: MessageFileFormat) -> (any FileFormat)? {
        formats.first { $0.written == name }
    }

    /// The order a table reads a kind's files in: an entry of a later rank replaces an entry of an
    /// earlier one (see ``FileFormat/kinds``).
    func rank(of kind: MessageOrigin.Kind) -> Int {
        byKind[kind]?.rank ?? 0
    }

    /// What the formats read, as errors and help texts name it:
    /// "a .strings, .stringsdict, .xcstrings, MessageFormat <language>.json or Android resource .xml file".
    var readableFiles: String { "a \(fileKinds) file" }

    /// The kinds of file the formats read: ".strings, .stringsdict, … or Flutter .arb".
    var fileKinds: String {
        let names = formats.compactMap(\.fileDescription)
        guard let last = names.last else { return "message" }
        return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " or " + last
    }

    /// A message as other formats' writers read it (``FileFormat/portable(_:rules:)`` of its format):
    /// the one door every writer takes a message of another format through.
    static func portable(_ message: LocalizedMessage, rules: (any PluralRules)?) -> (LocalizedMessage, [ConversionNote]) {
        standard.format(reading: message.origin.kind)?.portable(message, rules: rules) ?? (message, [])
    }

    /// Whether a file is a message file none of the formats reads.
    func reads(_ url: URL) -> Bool { format(of: url) != nil }
}
