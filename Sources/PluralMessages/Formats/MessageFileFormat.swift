import Foundation

/// The formats a table can be written in, by the name `convert --to` takes: ``allCases`` lists
/// every format of the package that writes, and ``MessageTableWriter`` writes each.
public struct MessageFileFormat: RawRepresentable, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
    /// The format's name (`convert --to NAME`).
    public let rawValue: String

    /// A format of that name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// One String Catalog, `<table>.xcstrings`.
    public static let xcstrings = MessageFileFormat(rawValue: "xcstrings")
    /// `<language>.lproj/<table>.strings` and `.stringsdict` per language.
    public static let stringsdict = MessageFileFormat(rawValue: "stringsdict")
    /// A directory of `<language>.json` files, each a flat JSON object from key to ICU MessageFormat text.
    public static let messageformat = MessageFileFormat(rawValue: "messageformat")
    /// A directory of `<language>.mf2.json` files, each a flat JSON object from key to Unicode
    /// MessageFormat 2 text.
    public static let messageformat2 = MessageFileFormat(rawValue: "messageformat2")
    /// Android resources: `values[-qualifiers]/strings.xml` per language (see <doc:AndroidResources>).
    public static let android = MessageFileFormat(rawValue: "android")

    /// The formats `FileFormats/standard` writes, in its order.
    public static var allCases: [MessageFileFormat] { FileFormats.standard.formats.compactMap(\.written) }

    /// The extension of the one file the format writes a table to (`xcstrings`), or `nil` for a
    /// format that writes a file per language.
    public var singleFileExtension: String? { FileFormats.standard.format(writing: self)?.singleFileExtension }

    public var description: String { rawValue }
}
