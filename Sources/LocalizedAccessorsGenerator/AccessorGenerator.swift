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

/// Writes one table's file. Text from the files reaches it only through ``SwiftSourceText``.
private struct TableWriter {
    let table: AccessorGenerator.Table
    let typeName: String
    var diagnostics: [AccessorDiagnostic] = []
    var locator = KeyLocator()
    var output = ""

    /// How many problems of one kind a table reports one by one (keys only translations have,
    /// names several keys make, languages that are no tag); the rest are counted in one line.
    static let reportedPerKind = 20

    init(table: AccessorGenerator.Table, typeName: String) {
        self.table = table
        self.typeName = typeName
    }

    var messages: MessageTable { table.table }

    mutating func report(_ severity: AccessorDiagnostic.Severity, _ message: LocalizedMessage?, _ text: String) {
        let line = message.flatMap { locator.line(of: $0) }
        diagnostics.append(AccessorDiagnostic(severity, file: message?.origin.file?.path ?? messages.files.first?.url.path, line: line, text))
    }

    /// One accessor to write.
    struct Accessor {
        let message: LocalizedMessage
        let name: String
        let signature: AccessorSignature
        /// The type name of each `select` argument's enum, by position.
        var enumNames: [Int: String] = [:]
    }

    /// The languages the code may name: well-formed tags (`LanguageIdentifier.isWellFormedTag`);
    /// the others are reported and left out (lint reports them as `malformed-language`).
    mutating func wellFormedLanguages() -> [String] {
        let kept = messages.languages.filter { LanguageIdentifier.isWellFormedTag($0) }
        let malformed = messages.languages.filter { !LanguageIdentifier.isWellFormedTag($0) }
        for language in malformed.prefix(Self.reportedPerKind) {
            report(.warning, nil, "table '\(messages.name)' has a language '\(language)' that is not a well-formed language tag (BCP 47): the accessors leave it out")
        }
        if malformed.count > Self.reportedPerKind {
            report(.warning, nil, "\(malformed.count - Self.reportedPerKind) more languages of table '\(messages.name)' are not well-formed language tags: the accessors leave them out")
        }
        return kept
    }

    mutating func source() -> String {
        for error in messages.fileErrors { diagnostics.append(AccessorDiagnostic(error)) }
        let empty = header() + "extension L10n {\n    enum \(typeName) {}\n}\n"
        let languages = wellFormedLanguages()
        // No messages at all: an empty namespace (a file that could not be read is reported already).
        if messages.languages.isEmpty { return empty }
        guard let development = messages.developmentLanguage, languages.contains(development) else {
            let named = messages.developmentLanguage.map { "'\($0)'" } ?? "none is named"
            let why = messages.developmentLanguage.map { LanguageIdentifier.isWellFormedTag($0) } == false ? ", which is not a well-formed language tag" : ""
            let all = messages.languages
            let known = all.prefix(Self.reportedPerKind).joined(separator: ", ") + (all.count > Self.reportedPerKind ? " and \(all.count - Self.reportedPerKind) more" : "")
            report(.error, nil, "table '\(messages.name)' has no messages in a development language (\(named)\(why); it has: \(known)): accessors take the development language's arguments")
            return empty
        }
        // Each key once, in the development language only (a key's other languages are not decoded).
        var keys: [String] = []
        var missing: [String] = []
        var developmentMessages: [String: LocalizedMessage] = [:]
        for key in messages.keys {
            if let message = messages.message(forKey: key, language: development) {
                keys.append(key)
                developmentMessages[key] = message
            } else {
                missing.append(key)
            }
        }
        // Keys only translations have: no accessor (the development language is every lookup's fallback).
        for key in missing.prefix(Self.reportedPerKind) {
            let table = messages
            let holders = Array(languages.lazy.filter { table.message(forKey: key, language: $0) != nil }.prefix(5))
            guard let first = holders.first else { continue }
            report(.warning, messages.message(forKey: key, language: first),
                   "key '\(key)' is in \(holders.joined(separator: ", "))\(holders.count == 5 ? "…" : "") but not in the development language '\(development)': no accessor")
        }
        if missing.count > Self.reportedPerKind {
            report(.warning, nil, "\(missing.count - Self.reportedPerKind) more keys of table '\(messages.name)' are not in the development language '\(development)': no accessors")
        }

        let (names, collisions) = AccessorNaming.accessorNames(forKeys: keys)
        for group in collisions.prefix(Self.reportedPerKind) {
            let listed = group.prefix(5).map { "'\($0)'" }.joined(separator: ", ") + (group.count > 5 ? " and \(group.count - 5) more" : "")
            report(.error, developmentMessages[group[1]],
                   "keys \(listed) all make the accessor name '\(AccessorNaming.lowerCamelCase(group[0]))': rename all but one (names are never numbered, so that adding a key cannot give an accessor's name to another key); none of them has an accessor")
        }
        if collisions.count > Self.reportedPerKind {
            report(.error, nil, "\(collisions.count - Self.reportedPerKind) more accessor names of table '\(messages.name)' are made by several keys: rename the keys; they have no accessors")
        }
        var accessors: [Accessor] = []
        accessors.reserveCapacity(keys.count)
        for key in keys {
            guard let name = names[key], let message = developmentMessages[key] else { continue }
            if AccessorNaming.needsEscaping(name) {
                report(.warning, message, "key '\(key)' makes the Swift keyword '\(name)': its accessor is \(typeName).\(AccessorNaming.escaped(name))")
            }
            do throws(AccessorSignature.Problem) {
                accessors.append(Accessor(message: message, name: name, signature: try AccessorSignature(of: message)))
            } catch {
                report(.error, message, "key '\(key)' (\(development)): \(error.description); no accessor \(typeName).\(AccessorNaming.escaped(name))")
            }
        }
        accessors = namingSelectEnums(accessors)

        output = header()
        output += "extension L10n {\n"
        let files = Array(Set(messages.files.map(\.url.lastPathComponent))).sorted()
        output += Self.docLine("The table `\(messages.name)` (\(files.joined(separator: ", "))): \(accessors.count) key\(accessors.count == 1 ? "" : "s"), in \(languages.joined(separator: ", ")); development language \(development).", indent: 4)
        output += "    enum \(typeName) {\n"
        switch table.location {
        case .bundle:
            output += "        private static let table = L10n.Table(name: \(SwiftSourceText.literal(messages.name)))\n\n"
        case let .messageFormatFolder(folder):
            let list = languages.map(SwiftSourceText.literal).joined(separator: ", ")
            output += "        private static let table = L10n.Table(name: \(SwiftSourceText.literal(messages.name)), messageFormatFolder: \(SwiftSourceText.literal(folder)), languages: [\(list)], developmentLanguage: \(SwiftSourceText.literal(development)))\n\n"
        }
        for accessor in accessors {
            write(accessor)
        }
        if output.hasSuffix("\n\n") { output.removeLast() }
        output += "    }\n}\n"
        return output
    }

    /// Names each `select` argument's enum: the accessor's name and the argument's, in
    /// UpperCamelCase (`PartyHostGender`). Like accessor names, never numbered: a name two enums, or
    /// an enum and an accessor, would share is an error for the accessors that make it, which are left out.
    mutating func namingSelectEnums(_ accessors: [Accessor]) -> [Accessor] {
        var named = accessors
        var owners: [String: [Int]] = [:]
        for (index, accessor) in accessors.enumerated() {
            let parameterNames = Self.parameterNames(accessor.signature.arguments)
            for (argument, parameterName) in zip(accessor.signature.arguments, parameterNames) {
                guard case .select = argument.kind else { continue }
                let plain = AccessorNaming.upperCamelCase(accessor.name) + AccessorNaming.upperCamelCase(parameterName, fallback: "Choice")
                let name = AccessorNaming.typeName(plain)
                if name != plain {
                    report(.warning, accessor.message, "key '\(accessor.message.key)' makes the select enum name '\(plain)', which the generated code uses: the enum is \(typeName).\(name)")
                }
                named[index].enumNames[argument.position] = name
                owners[name, default: []].append(index)
            }
        }
        let accessorNames = Set(accessors.map(\.name))
        var dropped = Set<Int>()
        for (name, indices) in owners.sorted(by: { $0.key < $1.key }) where indices.count > 1 || accessorNames.contains(name) {
            let keys = indices.map { "'\(accessors[$0].message.key)'" }.joined(separator: ", ")
            report(.error, accessors[indices[0]].message, "the select argument enum '\(name)' of key\(indices.count == 1 ? "" : "s") \(keys) has the name of another enum or accessor of table '\(messages.name)': rename the key or the argument; no accessor")
            dropped.formUnion(indices)
        }
        return named.indices.filter { !dropped.contains($0) }.map { named[$0] }
    }

    func header() -> String {
        "// Generated by generate-localized-accessors (the LocalizedAccessors plugin of ICUPlural) from table '\(SwiftSourceText.comment(messages.name))'; do not edit.\nimport Foundation\nimport PluralMessages\n\n"
    }

    /// The internal names of a message's parameters: a variable's or argument's name, else `argument<n>`.
    static func parameterNames(_ arguments: [AccessorArgument]) -> [String] {
        AccessorNaming.unique(arguments.map { argument in
            if let variable = argument.variableName { return AccessorNaming.lowerCamelCase(variable, fallback: "value") }
            if let name = argument.argumentName { return AccessorNaming.lowerCamelCase(name, fallback: "value") }
            return "argument\(argument.position)"
        }, taken: ["languages", "acceptLanguage", "table"])
    }

    /// One accessor and its `Accept-Language` variant.
    mutating func write(_ accessor: Accessor) {
        let name = AccessorNaming.escaped(accessor.name)
        var parameters: [String] = []
        var enums: [String] = []
        let arguments = accessor.signature.arguments
        let internalNames = Self.parameterNames(arguments)
        var byPosition: [Int: String] = [:]
        for (index, argument) in arguments.enumerated() {
            let internalName = internalNames[index]
            let parameterName = AccessorNaming.escaped(internalName)
            let label = argument.variableName != nil ? parameterName : "_ \(parameterName)"
            let type: String
            let value: String
            switch argument.kind {
            case .integer:
                type = "some Swift.BinaryInteger"
                value = "L10n.integer(\(parameterName))"
            case .floatingPoint:
                type = "Swift.Double"
                value = ".floatingPoint(\(parameterName))"
            case .number:
                type = "some L10n.Number"
                value = "\(parameterName).localizedMessageArgument"
            case .string:
                type = "Swift.String"
                value = ".string(\(parameterName))"
            case .text:
                type = "some Swift.CustomStringConvertible"
                value = ".string(\(parameterName).description)"
            case .gender:
                type = "PluralMessages.GrammaticalGender"
                value = ".string(\(parameterName).rawValue)"
            case let .select(keywords):
                let enumName = accessor.enumNames[argument.position]!
                enums.append(selectEnum(enumName, keywords: keywords, accessor: accessor))
                type = enumName
                value = ".string(\(parameterName).rawValue)"
            }
            parameters.append("\(label): \(type)")
            byPosition[argument.position] = value
        }
        let last = max(arguments.map(\.position).max() ?? 0, accessor.signature.gaps.max() ?? 0)
        let list = last == 0 ? "[]" : "[" + (1...last).map { byPosition[$0] ?? ".string(\"\")" }.joined(separator: ", ") + "]"
        let key = SwiftSourceText.literal(accessor.message.key)
        for text in enums { output += text }
        output += documentation(accessor)
        output += "        static func \(name)(\((parameters + ["languages: PluralMessages.PreferredLanguages = .fromEnvironment()"]).joined(separator: ", "))) -> Swift.String {\n"
        output += "            table.string(\(key), \(list), languages: languages)\n        }\n\n"
        let labels = arguments.indices.map { arguments[$0].variableName != nil ? AccessorNaming.escaped(internalNames[$0]) + ":" : "_:" }.joined()
        output += "        /// ``\(name)(\(labels)languages:)`` for a request's `Accept-Language` header (`nil`: the request has none),\n"
        output += "        /// with the language to send as `Content-Language`.\n"
        output += "        static func \(name)(\((parameters + ["acceptLanguage: Swift.String?"]).joined(separator: ", "))) throws(PluralMessages.MessageError) -> PluralMessages.LocalizedResponseText {\n"
        output += "            try table.response(\(key), \(list), acceptLanguage: acceptLanguage)\n        }\n\n"
    }

    func selectEnum(_ name: String, keywords: [String], accessor: Accessor) -> String {
        var text = Self.docLine("The keywords `\(accessor.message.key)` chooses on; `other` is the form for any other value.", indent: 8)
        text += "        enum \(name): Swift.String, Swift.CaseIterable, Swift.Sendable {\n"
        let caseNames = AccessorNaming.unique(keywords.map { AccessorNaming.lowerCamelCase($0, fallback: "keyword") }, taken: ["other"])
        for (keyword, caseName) in zip(keywords, caseNames) {
            let escaped = AccessorNaming.escaped(caseName)
            text += escaped == keyword ? "            case \(escaped)\n" : "            case \(escaped) = \(SwiftSourceText.literal(keyword))\n"
        }
        text += "            case other\n        }\n\n"
        return text
    }

    /// A `///` line: the text through the one comment writer.
    static func docLine(_ text: String, indent: Int) -> String {
        String(repeating: " ", count: indent) + (text.isEmpty ? "///\n" : "/// \(SwiftSourceText.comment(text))\n")
    }

    /// The doc comment: the development text (and each variable's forms), the translator's comment.
    func documentation(_ accessor: Accessor) -> String {
        let message = accessor.message
        var lines = ["`\(message.key)`: \(Self.quoted(Self.summary(of: message.body)))"]
        for name in message.variables.keys.sorted() {
            let variable = message.variables[name]!
            if message.origin.kind == .messageformat { break }
            var forms = variable.forms.sorted(by: { $0.key < $1.key }).map { "\($0.key) \(Self.quoted($0.value.source))" }
            forms += variable.keywordForms.sorted(by: { $0.key < $1.key }).map { "\($0.key) \(Self.quoted($0.value.source))" }
            lines.append("- `\(name)`: " + forms.joined(separator: "; "))
        }
        if let comment = message.comment, !comment.isEmpty {
            lines.append("")
            lines.append("Translator comment: \(comment)")
        }
        lines.append("")
        lines.append("- Returns: the text for `languages`, most preferred first (the process's languages by default).")
        return lines.map { Self.docLine($0, indent: 8) }.joined()
    }

    static func summary(of body: MessageBody) -> String {
        switch body {
        case let .text(text): text.source
        case let .plural(_, forms): forms.sorted(by: { $0.key < $1.key }).map { "\($0.key): \(summary(of: $0.value))" }.joined(separator: " | ")
        case let .device(variants): variants["other"].map(summary(of:)) ?? variants.sorted(by: { $0.key < $1.key }).first.map { summary(of: $0.value) } ?? ""
        case let .width(variants): variants.last.map { summary(of: $0.body) } ?? ""
        case let .scoped(inner, _): summary(of: inner)
        case let .invalid(reason): reason
        }
    }

    /// A text quoted in a doc comment, shortened (the comment writer escapes the whole line).
    static func quoted(_ text: String) -> String {
        let short = text.count > AccessorGenerator.maximumQuotedLength ? text.prefix(AccessorGenerator.maximumQuotedLength) + "…" : Substring(text)
        return "\"" + short + "\""
    }
}
