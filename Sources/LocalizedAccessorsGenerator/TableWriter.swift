import Foundation
import PluralMessages

/// Writes one table's file. Text from the files reaches it only through ``SwiftSourceText``.
struct TableWriter {
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
