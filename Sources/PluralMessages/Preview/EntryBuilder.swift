import Foundation
import PluralCore
import PluralLocalization

/// Builds entries; keeps each language's rules and reach for the whole table.
struct EntryBuilder {
    let rulesProvider: any PluralRulesProvider
    let options: RenderOptions
    var policy: PluralSelectionPolicy { options.zeroPolicy }
    private var rulesCache: [String: (any PluralRules)?] = [:]
    private static let missingFormRules: Set<LintRule> = [.missingCategory, .wrongForm, .missingOther]
    /// The rules that say a plural lacks forms: those above, and forms copied from the development language.
    private static let lackingFormRules: Set<LintRule> = [.missingCategory, .wrongForm, .missingOther, .untranslated]

    init(rulesProvider: any PluralRulesProvider, options: RenderOptions) {
        self.rulesProvider = rulesProvider
        self.options = options
    }

    mutating func rules(for language: String) -> (any PluralRules)? {
        if let known = rulesCache[language] { return known }
        let rules = try? rulesProvider.rules(for: language, type: .cardinal, strict: true)
        rulesCache[language] = rules
        return rules
    }

    mutating func entry(key: String, language: String, table: MessageTable, findings: [LintFinding]) -> MessagePreview.Entry {
        let isRightToLeft = LanguageIdentifier(language)?.isRightToLeft == true
        guard let message = table.message(forKey: key, language: language), !message.isUntranslated else {
            let fallback = table.message(forKey: key, preferredLanguages: [language]).map(\.language).flatMap { $0 == language ? nil : $0 }
            let state = table.message(forKey: key, language: language)?.state
            return MessagePreview.Entry(key: key, language: language, status: .fallback, isRightToLeft: isRightToLeft, fallbackLanguage: fallback,
                                        state: state, variants: [], findings: findings, missingForms: [], notes: [])
        }
        let rules = rules(for: language)
        var notes: [String] = []
        let (devices, widths) = PreviewSelectorWalk.variations(of: message.body)
        var configurations: [(device: String?, width: Int?)] = []
        for device in devices.isEmpty ? [nil] : devices.map(Optional.some) {
            for width in widths.isEmpty ? [nil] : widths.map(Optional.some) { configurations.append((device, width)) }
        }
        if configurations.count > MessagePreview.maximumVariants {
            notes.append("showing \(MessagePreview.maximumVariants) of \(configurations.count) device and width variants (MessagePreview.maximumVariants)")
            configurations = Array(configurations.prefix(MessagePreview.maximumVariants))
        }
        var variants: [MessagePreview.Variant] = []
        var missing: [String] = []
        var selectorsDroppedNoted = false
        // Rows of absent forms are "missing" where lint says forms are missing (a warning or an
        // error); where it says nothing or only notes (a `many` only 1,000,000 selects, one text
        // every number reads right with), 'other' serves them.
        let lintFindsFormsMissing = findings.contains { Self.lackingFormRules.contains($0.rule) && $0.severity != .note }
        for configuration in configurations {
            var walk = PreviewSelectorWalk(message: message, device: configuration.device, width: configuration.width)
            walk.walk()
            if walk.droppedSelectors > 0, !selectorsDroppedNoted {
                selectorsDroppedNoted = true
                notes.append("showing \(MessagePreview.maximumSelectors) of \(MessagePreview.maximumSelectors + walk.droppedSelectors) variables (MessagePreview.maximumSelectors)")
            }
            var variantOptions = options
            variantOptions.device = configuration.device
            variantOptions.width = configuration.width
            let renderer = MessageRenderer(rulesProvider: rulesProvider, options: variantOptions)
            let variant = VariantBuilder(message: message, rules: rules, ordinalRules: { [rulesProvider] in try? rulesProvider.rules(for: language, type: .ordinal, strict: true) },
                                         policy: policy, renderer: renderer, selectors: walk.selectors, lintFindsFormsMissing: lintFindsFormsMissing)
            let built = variant.build(label: Self.label(device: configuration.device, width: configuration.width))
            for selection in built.selections {
                let names = selection.rows.filter { $0.status == .missing }.map(\.form)
                if !names.isEmpty {
                    let text = "\(selection.variable ?? "plural variation"): \(names.joined(separator: ", "))"
                    if !missing.contains(text) { missing.append(text) }
                }
            }
            variants.append(built)
        }
        // Lint's verdict is the grid's, and only lint's: a form lint notes (Spanish `many`, from
        // 1,000,000) or warns of (a form 'other' serves, "od 2 uczestników") is shown on its row,
        // not as "missing forms"; a rendering that fails shows its error in place, and lint says
        // why (a missing 'other', a syntax error, a type only ICU formats).
        let status: MessagePreview.Status
        if findings.contains(where: { $0.severity == .error && !Self.missingFormRules.contains($0.rule) }) {
            status = .errors
        } else if findings.contains(where: { $0.severity == .error }) {
            status = .missingForms
        } else if findings.contains(where: { $0.severity == .warning }) {
            status = .warnings
        } else {
            status = .complete
        }
        return MessagePreview.Entry(key: key, language: language, status: status, isRightToLeft: isRightToLeft, fallbackLanguage: nil,
                                    state: message.state, variants: variants, findings: findings, missingForms: status == .missingForms ? missing : [], notes: notes)
    }

    static func label(device: String?, width: Int?) -> String? {
        let parts = [device.map { "device '\($0)'" }, width.map { "width \($0)" }].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}
