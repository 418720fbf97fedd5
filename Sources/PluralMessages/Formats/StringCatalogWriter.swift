import Foundation
import PluralLocalization

/// Writes a table as one String Catalog, the JSON Xcode writes: keys sorted as Xcode sorts them,
/// `"key" : value`, two-space indentation, no escaped slashes.
struct StringCatalogWriter {
    let rulesProvider: any PluralRulesProvider

    /// The catalog format version written.
    static let version = "1.0"

    func write(_ table: MessageTable) -> WrittenFiles {
        // As a table without a development language falls back: English when it has it.
        let sourceLanguage = table.developmentLanguage ?? (table.languages.contains("en") ? "en" : table.languages.first) ?? "en"
        var strings: [String: Any] = [:]
        var notes: [ConversionNote] = []
        for key in table.keys {
            var localizations: [String: Any] = [:]
            var comment: String?
            for language in table.languages {
                guard let read = table.messages[language]?[key] else { continue }
                let (message, printfNotes) = PrintfConversion.printf(read)
                notes += printfNotes
                if comment == nil || language == sourceLanguage, let own = message.comment { comment = own }
                // The key is the source text where the catalog has no source localization: left so
                // (its comment kept).
                if language == sourceLanguage, Self.isKeyAsSource(message) { continue }
                let rules = try? rulesProvider.rules(for: language, type: .cardinal, strict: false)
                let zeroCategory = rules.map { $0.categories.contains(.zero) } ?? false
                var writer = LocalizationWriter(
                    message: message, zeroMeansExactlyZero: !zeroCategory || rules.map(ZeroForms.zeroCategoryIsExactlyZero) == true
                )
                if let node = writer.localization() { localizations[language] = node }
                notes += writer.notes
            }
            var entry: [String: Any] = [:]
            if let comment { entry["comment"] = comment }
            if !localizations.isEmpty { entry["localizations"] = localizations }
            strings[key] = entry
        }
        let catalog: [String: Any] = ["sourceLanguage": sourceLanguage, "strings": strings, "version": Self.version]
        let data = MessageTableWriter.jsonData(catalog)
        return WrittenFiles(files: ["\(table.name).xcstrings": data], notes: notes)
    }

    /// Whether a catalog's message is the one its reader makes from the key, for a key without a
    /// source localization.
    static func isKeyAsSource(_ message: LocalizedMessage) -> Bool {
        guard message.origin.kind == .xcstrings, message.state == nil, message.variables.isEmpty, case let .text(text) = message.body else { return false }
        return text.source == message.key
    }
}

/// Writes one message as a catalog localization, collecting what it cannot say.
private struct LocalizationWriter {
    let message: LocalizedMessage
    let zeroMeansExactlyZero: Bool
    var notes: [ConversionNote] = []
    /// The substitutions written, by name, with the variable each came from.
    var substitutions: [String: (variable: MessageVariable, node: [String: Any])] = [:]
    /// The `argNum` of each variable: its position, when every reference selects on the same one.
    var argumentNumbers: [String: Int] = [:]

    init(message: LocalizedMessage, zeroMeansExactlyZero: Bool) {
        self.message = message
        self.zeroMeansExactlyZero = zeroMeansExactlyZero
        var positions: [String: Set<Int>] = [:]
        message.body.walk(scope: message.variables, visit: { name, _, position, _ in positions[name, default: []].insert(position) }, conversion: { _, _ in })
        for (name, found) in positions where found.count == 1 { argumentNumbers[name] = found.first }
    }

    var state: String { message.state ?? "translated" }

    mutating func note(_ kind: ConversionNote.Kind) {
        let note = ConversionNote(key: message.key, language: message.language, kind: kind)
        if !notes.contains(note) { notes.append(note) }
    }

    mutating func localization() -> [String: Any]? {
        guard var node = node(message.body, scope: message.variables, depth: 0) else { return nil }
        if !substitutions.isEmpty { node["substitutions"] = substitutions.mapValues(\.node) }
        return node
    }

    func stringUnit(_ value: String) -> [String: Any] {
        ["stringUnit": ["state": state, "value": value]]
    }

    mutating func node(_ body: MessageBody, scope: [String: MessageVariable], depth: Int) -> [String: Any]? {
        guard depth < MessageRenderer.maximumNestingDepth else { return nil }
        switch body {
        case let .text(text):
            return stringUnit(format(text, in: .top, scope: scope, allowsSubstitutionArgument: false))
        case let .plural(_, forms):
            var written: [String: Any] = [:]
            for (key, form) in catalogForms(forms, variable: "plural variation") {
                if let node = node(form, scope: scope, depth: depth + 1) { written[key] = node }
            }
            return ["variations": ["plural": written]]
        case let .device(variants):
            var written: [String: Any] = [:]
            for (name, variant) in variants {
                if let node = node(variant, scope: scope, depth: depth + 1) { written[name] = node }
            }
            return ["variations": ["device": written]]
        case let .width(variants):
            guard let widest = variants.last else { return nil }
            note(.widthVariants(written: widest.width))
            return node(widest.body, scope: scope, depth: depth + 1)
        case let .scoped(inner, variables):
            return node(inner, scope: variables, depth: depth + 1)
        case let .invalid(reason):
            note(.unreadable(reason))
            return nil
        }
    }

    /// The text as written when the catalog reads it the same way, else the parts with explicit
    /// positions (gender variables replaced by their `other` form); adds the substitutions it reaches.
    mutating func format(_ text: MessageText, in context: FormatContext, scope: [String: MessageVariable], allowsSubstitutionArgument: Bool) -> String {
        guard let parts = text.resolved(in: context, argumentNumbers: { scope[$0]?.argumentNumber }) else { return text.source }
        let inlined = inliningGender(parts, scope: scope, depth: 0)
        for case let .variable(name, position) in inlined {
            addSubstitution(name, position: position, scope: scope)
        }
        let numbers = argumentNumbers
        func reads(_ candidate: String) -> Bool {
            MessageText(candidate, allowsSubstitutionArgument: allowsSubstitutionArgument).resolved(in: context, argumentNumbers: { numbers[$0] }) == inlined
        }
        // A substitution's own number as Xcode writes it, `%arg`, where that reads the same.
        var shownByArg = context.ownSpecifier ?? FormatSpecifier()
        if context.ownSpecifier == nil { shownByArg.conversion = "@" }
        if allowsSubstitutionArgument, let own = context.ownPosition, !text.source.contains("%arg"),
           inlined.contains(.conversion(position: own, shownByArg)) {
            let candidate = MessageText.appleFormat(inlined, substitutionArgument: (own, shownByArg))
            if reads(candidate) { return candidate }
        }
        return reads(text.source) ? text.source : MessageText.appleFormat(inlined)
    }

    /// Catalogs have no gender variations: a gender variable shows its `other` form.
    mutating func inliningGender(_ parts: [ResolvedPart], scope: [String: MessageVariable], depth: Int) -> [ResolvedPart] {
        guard depth < MessageRenderer.maximumNestingDepth else { return parts }
        var result: [ResolvedPart] = []
        for part in parts {
            guard case let .variable(name, position) = part, let variable = scope[name], variable.isGender else {
                result.append(part)
                continue
            }
            note(.genderVariable(name))
            let context = FormatContext.forms(of: position, specifier: variable.valueSpecifier)
            if let other = variable.genderForms[.other], let inner = other.resolved(in: context, argumentNumbers: { scope[$0]?.argumentNumber }) {
                result += inliningGender(inner, scope: scope, depth: depth + 1)
            }
        }
        return result
    }

    mutating func addSubstitution(_ name: String, position: Int, scope: [String: MessageVariable]) {
        guard let variable = scope[name] else { return }
        if let existing = substitutions[name] {
            if existing.variable != variable { note(.conflictingVariable(name)) }
            return
        }
        // Claimed before the forms are written: a form that refers to its own variable must not recurse.
        substitutions[name] = (variable, [:])
        if !variable.isPlural || variable.forms.isEmpty { note(.unsupportedVariable(name)) }
        let context = FormatContext.forms(of: position, specifier: variable.valueSpecifier)
        var plural: [String: Any] = [:]
        for (key, form) in catalogForms(variable.forms, variable: name) {
            plural[key] = stringUnit(format(form, in: context, scope: scope, allowsSubstitutionArgument: true))
        }
        var node: [String: Any] = ["variations": ["plural": plural]]
        // A substitution without `argNum` stays without: its references give its position.
        if let number = argumentNumbers[name], !variable.isSubstitution || variable.argumentNumber != nil { node["argNum"] = number }
        if let valueType = variable.valueType { node["formatSpecifier"] = valueType }
        substitutions[name] = (variable, node)
    }

    /// The forms by Apple's keys; exact values other than Apple's zero are left out with a note.
    mutating func catalogForms<Form>(_ forms: [PluralMessageForm: Form], variable: String) -> [(key: String, form: Form)] {
        let (keyed, unsaid) = appleFormKeys(forms, zeroMeansExactlyZero: zeroMeansExactlyZero)
        for form in unsaid { note(.exactValue(variable: variable, form: form.description)) }
        return keyed
    }
}
