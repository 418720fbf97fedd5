import Foundation
import PluralMessages

/// Turns loaded tables into Swift source: a namespace `L10n` with the rendering support
/// (``supportFileName``), and one file per table with one function per key.
///
/// Each accessor takes the arguments of the key's development-language message (see
/// ``AccessorSignature``): a plural, select or gender variable's name is the argument label, other
/// arguments are unlabelled; `%d` takes any `BinaryInteger`, `%f` a `Double`, `%@` a `String`, a
/// MessageFormat `{name}` any `CustomStringConvertible`, a gender `GrammaticalGender`, a MessageFormat `select` an enum of its
/// keywords. Each accessor has a variant for a request's `Accept-Language` header.
///
/// Output is deterministic: tables, keys, languages and forms in sorted order.
public struct AccessorGenerator: Sendable {
    /// Where the generated code finds a table in the target's bundle at run time.
    public enum Location: Hashable, Sendable {
        /// `.lproj` folders and `.xcstrings` catalogs of the bundle (`MessageTable.load(bundle:table:)`).
        case bundle
        /// A folder of MessageFormat `<language>.json` files: the folder in the bundle (`.copy`), or
        /// the files at the bundle's top (`.process` flattens folders).
        case messageFormatFolder(String)
    }

    /// One table to generate accessors for.
    public struct Table: Sendable {
        /// The loaded messages.
        public var table: MessageTable
        /// Where it is found at run time.
        public var location: Location

        /// A table and where it is found at run time.
        public init(table: MessageTable, location: Location) {
            self.table = table
            self.location = location
        }
    }

    /// A generated file.
    public struct File: Hashable, Sendable {
        /// Its name (`L10n+Localizable.swift`).
        public var name: String
        /// The Swift source.
        public var contents: String
    }

    /// The generated files and what was found on the way.
    public struct Output: Sendable {
        /// ``supportFileName`` first, then one file per table, by table name.
        public var files: [File]
        /// Errors fail the build; warnings name renamed keys and keys left out.
        public var diagnostics: [AccessorDiagnostic]
    }

    /// The file with the namespace and the rendering support.
    public static let supportFileName = "L10n.swift"

    /// The longest text quoted in a doc comment, in characters.
    static let maximumQuotedLength = 160

    public init() {}

    /// The name of each table's file, in table order: `L10n+<Name>.swift` with the name's letters,
    /// digits, `_` and `-`, numbered when two tables would share one.
    ///
    /// The plugin (Plugins/LocalizedAccessors) declares the same names as its outputs; it cannot link
    /// this library, so it repeats this rule: change both together.
    public static func fileNames(forTables names: [String]) -> [String] {
        let stems = names.map { name -> String in
            let kept = String(name.unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_" || $0 == "-") }.map(Character.init))
            return kept.isEmpty ? "Table" : kept
        }
        return AccessorNaming.unique(stems).map { "L10n+\($0).swift" }
    }

    /// Generates the source for tables (sorted by name here; their order does not matter).
    ///
    /// A table's type name depends on its name alone, as an accessor's on its key: tables that make
    /// one type name (`my-table` and `my_table`, an `.lproj` table and a MessageFormat folder both
    /// `Localizable`) are an error asking for a rename, and their files declare nothing.
    public func generate(_ tables: [Table]) -> Output {
        var diagnostics: [AccessorDiagnostic] = []
        // By name; an .lproj table before a MessageFormat folder of the same name (as the plugin orders them).
        let sorted = tables.sorted { ($0.table.name, $0.location == .bundle ? 0 : 1) < ($1.table.name, $1.location == .bundle ? 0 : 1) }
        let typeNames = sorted.map { AccessorNaming.typeName(AccessorNaming.upperCamelCase($0.table.name)) }
        let tablesOfTypeName = Dictionary(grouping: sorted.indices, by: { typeNames[$0] })
        let fileNames = Self.fileNames(forTables: sorted.map(\.table.name))
        var files = [File(name: Self.supportFileName, contents: Self.supportSource)]
        for (index, table) in sorted.enumerated() {
            let plain = AccessorNaming.upperCamelCase(table.table.name)
            let place = table.table.files.first?.url.path
            if typeNames[index] != plain {
                diagnostics.append(AccessorDiagnostic(.warning, file: place, "table '\(table.table.name)' makes the type name '\(plain)', which the generated code uses: the table is L10n.\(typeNames[index])"))
            }
            let sharing = tablesOfTypeName[typeNames[index]] ?? []
            guard sharing.count == 1 else {
                if sharing.first == index {
                    let names = sharing.map { "'\(sorted[$0].table.name)'\(sorted[$0].location == .bundle ? "" : " (a MessageFormat folder)")" }.joined(separator: ", ")
                    diagnostics.append(AccessorDiagnostic(.error, file: place, "tables \(names) all make the type name 'L10n.\(typeNames[index])': rename all but one (names are never numbered, so that adding a table cannot give a table's name to another); none of them has accessors"))
                }
                files.append(File(name: fileNames[index], contents: "// Generated by generate-localized-accessors (the LocalizedAccessors plugin of ICUPlural); do not edit.\n// Another table makes the same type name: see the build's errors.\n"))
                continue
            }
            var writer = TableWriter(table: table, typeName: typeNames[index])
            files.append(File(name: fileNames[index], contents: writer.source()))
            diagnostics += writer.diagnostics
        }
        return Output(files: files, diagnostics: diagnostics)
    }

    /// The namespace and what every table's accessors call. Every name it uses outside `L10n` is
    /// qualified with its module (`Swift.String`, `PluralMessages.MessageError`), so that no table
    /// type (`L10n.Result`) stands for it; module names are ``AccessorNaming/reservedTypeNames``.
    static let supportSource = """
    // Generated by generate-localized-accessors (the LocalizedAccessors plugin of ICUPlural); do not edit.
    import Foundation
    import PluralMessages
    import CLDRPlural

    /// The target's localized strings: one namespace per table, one function per key.
    enum L10n {
        /// A number a plural chooses on: any integer, floating-point or decimal value.
        protocol Number {
            /// The number as a message argument.
            var localizedMessageArgument: PluralMessages.MessageArgument { get }
        }

        /// An integer of any width as a message argument (beyond `Int`, as a decimal of its digits).
        static func integer(_ value: some Swift.BinaryInteger) -> PluralMessages.MessageArgument {
            if let exact = Swift.Int(exactly: value) { return .integer(exact) }
            return (try? PluralMessages.MessageArgument(decimal: Swift.String(value))) ?? .string(Swift.String(value))
        }

        /// One table of the target's bundle, loaded on first use and shared; rendered with CLDR's
        /// plural rules (CLDRPlural: no system ICU).
        final class Table: Swift.Sendable {
            /// The table's name.
            let name: Swift.String
            private let loaded: Swift.Result<PluralMessages.MessageLocalizer, PluralMessages.MessageError>

            /// Loads a table of `.lproj` folders and `.xcstrings` catalogs, or a folder of MessageFormat
            /// `<language>.json` files (`messageFormatFolder`, with the languages and development language
            /// it had when generated).
            init(name: Swift.String, messageFormatFolder: Swift.String? = nil, languages: [Swift.String] = [], developmentLanguage: Swift.String? = nil) {
                self.name = name
                do throws(PluralMessages.MessageFileError) {
                    let table = try Self.load(name: name, messageFormatFolder: messageFormatFolder, languages: languages, developmentLanguage: developmentLanguage)
                    do throws(PluralMessages.MessageLocalizerError) {
                        loaded = .success(try PluralMessages.MessageLocalizer(table: table, rulesProvider: CLDRPlural.CLDRPluralRulesProvider()))
                    } catch {
                        loaded = .failure(PluralMessages.MessageError(.invalidEntry(error.message), key: "", language: nil, place: "table '\\(name)'"))
                    }
                } catch {
                    loaded = .failure(PluralMessages.MessageError(.unreadableFile(error), key: "", language: nil, place: "table '\\(name)'"))
                }
            }

            private static func load(name: Swift.String, messageFormatFolder: Swift.String?, languages: [Swift.String], developmentLanguage: Swift.String?) throws(PluralMessages.MessageFileError) -> PluralMessages.MessageTable {
                guard let folder = messageFormatFolder else { return try PluralMessages.MessageTable.load(bundle: Foundation.Bundle.module, table: name) }
                guard let resources = Foundation.Bundle.module.resourceURL else {
                    throw PluralMessages.MessageFileError(file: Foundation.Bundle.module.bundleURL, reason: "the bundle has no resources")
                }
                let copied = resources.appendingPathComponent(folder, isDirectory: true)
                var isDirectory: Foundation.ObjCBool = false
                if Foundation.FileManager.default.fileExists(atPath: copied.path, isDirectory: &isDirectory), isDirectory.boolValue {
                    return try PluralMessages.MessageTable.load(contentsOf: copied, table: name, developmentLanguage: developmentLanguage)
                }
                // `.process` puts the folder's files at the bundle's top.
                var table = PluralMessages.MessageTable(name: name, developmentLanguage: developmentLanguage)
                for language in languages {
                    try table.add(file: resources.appendingPathComponent(language + ".json"), language: language)
                }
                return table
            }

            /// The key's text for the languages, most preferred first; when it cannot be rendered
            /// there, the development language's; the key itself when the table could not be loaded.
            func string(_ key: Swift.String, _ arguments: [PluralMessages.MessageArgument], languages: PluralMessages.PreferredLanguages) -> Swift.String {
                guard case let .success(localizer) = loaded else { return key }
                if let text = try? localizer.renderer.render(key: key, in: localizer.table, preferredLanguages: languages, arguments: .positional(arguments)).text {
                    return text
                }
                return (try? localizer.renderer.render(key: key, in: localizer.table, preferredLanguages: [localizer.developmentLanguage], arguments: .positional(arguments)).text) ?? key
            }

            /// The key rendered for a request's `Accept-Language` header (`nil`: none), with the language
            /// to announce in `Content-Language`; the development language's text when the negotiated
            /// translation cannot be rendered.
            func response(_ key: Swift.String, _ arguments: [PluralMessages.MessageArgument], acceptLanguage: Swift.String?) throws(PluralMessages.MessageError) -> PluralMessages.LocalizedResponseText {
                let localizer = try loaded.get()
                do {
                    return try localizer.render(key: key, preferredLanguages: .acceptLanguage(acceptLanguage), arguments: .positional(arguments))
                } catch {
                    return try localizer.render(key: key, preferredLanguages: [localizer.developmentLanguage], arguments: .positional(arguments))
                }
            }
        }
    }

    extension Swift.Int: L10n.Number { var localizedMessageArgument: PluralMessages.MessageArgument { L10n.integer(self) } }
    extension Swift.Int8: L10n.Number { var localizedMessageArgument: PluralMessages.MessageArgument { L10n.integer(self) } }
    extension Swift.Int16: L10n.Number { var localizedMessageArgument: PluralMessages.MessageArgument { L10n.integer(self) } }
    extension Swift.Int32: L10n.Number { var localizedMessageArgument: PluralMessages.MessageArgument { L10n.integer(self) } }
    extension Swift.Int64: L10n.Number { var localizedMessageArgument: PluralMessages.MessageArgument { L10n.integer(self) } }
    extension Swift.UInt: L10n.Number { var localizedMessageArgument: PluralMessages.MessageArgument { L10n.integer(self) } }
    extension Swift.UInt8: L10n.Number { var localizedMessageArgument: PluralMessages.MessageArgument { L10n.integer(self) } }
    extension Swift.UInt16: L10n.Number { var localizedMessageArgument: PluralMessages.MessageArgument { L10n.integer(self) } }
    extension Swift.UInt32: L10n.Number { var localizedMessageArgument: PluralMessages.MessageArgument { L10n.integer(self) } }
    extension Swift.UInt64: L10n.Number { var localizedMessageArgument: PluralMessages.MessageArgument { L10n.integer(self) } }
    extension Swift.Double: L10n.Number { var localizedMessageArgument: PluralMessages.MessageArgument { .floatingPoint(self) } }
    extension Swift.Float: L10n.Number { var localizedMessageArgument: PluralMessages.MessageArgument { .floatingPoint(Swift.Double(self)) } }
    extension Foundation.Decimal: L10n.Number { var localizedMessageArgument: PluralMessages.MessageArgument { PluralMessages.MessageArgument(self) ?? .floatingPoint(.nan) } }
    extension PluralMessages.PluralDecimal: L10n.Number { var localizedMessageArgument: PluralMessages.MessageArgument { PluralMessages.MessageArgument(self) } }

    """
}
