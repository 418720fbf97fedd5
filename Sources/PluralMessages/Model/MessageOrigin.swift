import Foundation

/// Where a message was read from.
public struct MessageOrigin: Hashable, Sendable, Codable {
    /// The kind of file: a name each format gives the files it reads (see CONTRIBUTING.md, "Adding a format").
    ///
    /// A kind names a format; it decides nothing by itself: what a file of a kind means (where it
    /// is found, how it is read and written) is its `FileFormat`'s, found in `FileFormats`.
    public struct Kind: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
        /// The kind's name, as `Codable` writes it (`"stringsdict"`).
        public let rawValue: String

        /// A kind of that name; a new format names its own (`"po"`).
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A `.stringsdict` property list.
        public static let stringsdict = Kind(rawValue: "stringsdict")
        /// A `.strings` table.
        public static let strings = Kind(rawValue: "strings")
        /// An `.xcstrings` String Catalog.
        public static let xcstrings = Kind(rawValue: "xcstrings")
        /// A `<language>.json` file of ICU MessageFormat texts (FormatJS, i18next).
        public static let messageformat = Kind(rawValue: "messageformat")
        /// A `<language>.mf2.json` file of Unicode MessageFormat 2 texts (the MessageFormat2 module formats them).
        public static let messageformat2 = Kind(rawValue: "messageformat2")
        /// An Android resource file (`res/values[-qualifiers]/*.xml`): `<string>` and `<plurals>`,
        /// whose texts are ``MessageText/Syntax/javaFormat``.
        public static let android = Kind(rawValue: "android")
        /// An i18next JSON v4 file (`<language>/<namespace>.json`): nested keys, plural sibling keys
        /// (`key_one`, `key_other`), texts of ``MessageText/Syntax/i18next``.
        public static let i18next = Kind(rawValue: "i18next")

        public var description: String { rawValue }
    }

    /// The file, when the message came from one.
    public var file: URL?
    /// The file's kind.
    public var kind: Kind
    /// For a plural message grouped from `.strings` entries of an older convention
    /// (TTTLocalizedPluralString, Smartling), that convention; `nil` otherwise.
    var legacyConvention: LegacyPluralConvention?

    /// An origin: a file (or none) and its kind.
    public init(file: URL?, kind: Kind) {
        self.init(file: file, kind: kind, legacyConvention: nil)
    }

    /// An origin of a plural message grouped from `.strings` entries of a legacy convention.
    init(file: URL?, kind: Kind, legacyConvention: LegacyPluralConvention?) {
        self.file = file
        self.kind = kind
        self.legacyConvention = legacyConvention
    }
}
