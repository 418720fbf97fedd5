import Foundation
import PluralCore
import PluralLocalization

// The preview is the renderer plus lint over the one model, so it lives beside Render/ and Lint/:
// it reuses their internals (which numbers reach which category, what lint knows of arguments),
// and any reader's table (tree, catalog, MessageFormat) previews alike. `PreviewHTML` only writes
// this model out.

/// What a translator or reviewer sees of a table: for every key and language, each form the
/// language needs, the numbers that select it (from the rules' samples), the message rendered for
/// some of those numbers, the lint findings, and a coverage status.
///
/// ```swift
/// let table = try MessageTable.load(contentsOf: resources)
/// let preview = MessagePreview(table: table, rulesProvider: CLDRPluralRulesProvider())
/// let html = PreviewHTML.page(title: "Localizable", tables: [preview])
/// ```
///
/// Forms are needed where the numbers a variable takes reach them (integers never reach Russian
/// `other`), as lint computes it; rendering goes through ``MessageRenderer``, so the zero policy
/// and exact values (`=0`) apply. A message with several variables varies one at a time, the others
/// at a representative value (a number selecting `other`, a gender's `other`, a placeholder
/// string `‹2›` for argument 2). Device and width variations show each variant.
///
/// Keys whose message varies come first, and only they by default (see ``Scope``, which also
/// filters keys and languages).
///
/// The work is bounded: at most ``Scope/limit`` key-language pairs (whole keys, in order; by default ``maximumEntries``),
/// ``maximumVariants`` variants and ``maximumSelectors`` variables a message, and
/// ``maximumExamplesPerForm`` rendered numbers a form. What is left out is said in ``notes`` and
/// ``Entry/notes``, never dropped silently.
package struct MessagePreview: Sendable {
    /// The most key-language pairs a preview holds by default (``Scope/limit``); keys past it are left out (and counted in ``notes``).
    package static let maximumEntries = 5_000
    /// The most device and width variants shown for one message.
    package static let maximumVariants = 16
    /// The most variables (plural, gender) shown for one variant of a message.
    package static let maximumSelectors = 16
    /// The most numbers rendered for one form.
    package static let maximumExamplesPerForm = 4
    /// The most exact values (`=N`) rendered for one variable: each rendering evaluates the whole
    /// message, so rendering every one of thousands would be quadratic in the message. The rest are
    /// listed with a note, unrendered.
    package static let maximumRenderedExactValues = 32

    /// The table's name (`Localizable`).
    package let name: String
    /// Where the table was read from, as given.
    package let source: String
    /// The development language, matched to the table's languages (`en-US` finds `en`).
    package let developmentLanguage: String?
    /// The languages shown: the development language first, then the others sorted.
    package let languages: [String]
    /// The keys shown: those the ``Scope`` takes, varied keys first, each group sorted.
    package let keys: [String]
    /// How many keys the table has.
    package let keyCount: Int
    /// How many of them vary in some language (or do not parse): see ``Scope``.
    package let variedKeyCount: Int
    /// One entry per key and language, key by key in ``keys`` order, languages in ``languages`` order.
    package let entries: [Entry]
    /// Findings about no key (a file, a language), and about keys left out.
    package let tableFindings: [LintFinding]
    /// The files of the table that could not be read.
    package let unreadableFiles: [MessageFileError]
    /// What was left out, and why.
    package let notes: [PreviewNote]

    /// The entry of a key and language, if shown.
    package func entry(key: String, language: String) -> Entry? {
        guard let keyIndex = keys.firstIndex(of: key), let languageIndex = languages.firstIndex(of: language) else { return nil }
        return entries[keyIndex * languages.count + languageIndex]
    }

    /// How a key reads in a language, at a glance (the coverage overview).
    package enum Status: String, CaseIterable, Sendable {
        /// Every form the language needs is there, and lint found nothing worse than notes.
        case complete
        /// Complete, with lint warnings.
        case warnings
        /// Forms the language needs are missing (they render `other`, or nothing).
        case missingForms = "missing-forms"
        /// The language has no message for the key (or only an untranslated one): users see the
        /// development language's.
        case fallback
        /// Lint errors other than missing forms, or a rendering that fails.
        case errors

        /// A short label for people.
        package var label: String {
            switch self {
            case .complete: "complete"
            case .warnings: "warnings"
            case .missingForms: "missing forms"
            case .fallback: "fallback"
            case .errors: "errors"
            }
        }
    }

    /// One key in one language.
    package struct Entry: Sendable {
        /// The key.
        package let key: String
        /// The language.
        package let language: String
        /// The coverage status.
        package let status: Status
        /// Whether the language is written right to left (from its script, as Foundation tells).
        package let isRightToLeft: Bool
        /// For a ``Status/fallback`` entry, the language users see instead, if any has the key.
        package let fallbackLanguage: String?
        /// The `.xcstrings` state of the message, if any.
        package let state: String?
        /// The message's variants (one, unless it has device or width variations).
        package let variants: [Variant]
        /// The lint findings about this key in this language (and, in the development language's
        /// entry, those about the key in every language).
        package let findings: [LintFinding]
        /// The forms missing, as `variable: form, form` texts.
        package let missingForms: [String]
        /// What was left out of this entry, and why.
        package let notes: [String]
    }

    /// One device or width variant of a message, or the message itself.
    package struct Variant: Sendable {
        /// `device 'iphone'`, `width 20`; `nil` for a message without variations.
        package let label: String?
        /// The variables that select text, each varied on its own.
        package let selections: [Selection]
        /// For a variant without variables, its text rendered once.
        package let plain: Example?
    }

    /// One variable (or plural variation) and its forms.
    package struct Selection: Sendable {
        /// What a variable selects by.
        package enum Kind: String, Sendable {
            /// Cardinal plural categories (`%#@files@`, an `.xcstrings` plural variation, MessageFormat `plural`).
            case plural
            /// Ordinal categories (MessageFormat `selectordinal`).
            case ordinal
            /// Gender (`NSStringGenderRuleType`).
            case gender
            /// A keyword (MessageFormat `select`).
            case select
        }

        /// The variable's name; `nil` for a plural variation of the whole string.
        package let variable: String?
        /// What it selects by.
        package let kind: Kind
        /// The argument it selects on (1-based).
        package let argument: Int
        /// A MessageFormat argument's name; `nil` for positional (printf) messages.
        package let argumentName: String?
        /// A MessageFormat plural's `offset:`: categories select on the value less it (0 otherwise).
        package let offset: Int
        /// For a plural variable, whether it takes integers only (`d`, `lu`, `%.0f`).
        package let takesIntegersOnly: Bool
        /// The other arguments and the values they had in every example: `"2 = 5"`, `"1 = ‹1›"`, `"host = ‹host›"`.
        package let otherArguments: [String]
        /// Its forms, in order: exact values, then categories (zero to other), or genders, or keywords.
        package let rows: [FormRow]
    }

    /// Whether a form is there and whether the language needs it.
    package enum FormStatus: String, Sendable {
        /// Needed and there.
        case present
        /// Needed and missing: its numbers render `other` (or nothing).
        case missing
        /// There, but the numbers the variable takes never select it (Russian `other` for integers).
        case unreached
        /// There, but the language never selects it (`few` in English).
        case unused
        /// Not there, and its numbers render 'other', which lint finds right for them: a form only
        /// 1,000,000 and its multiples select (a lint note), one text that reads right for every number.
        case servedByOther = "served-by-other"
    }

    /// One form of a variable.
    package struct FormRow: Sendable {
        /// The form's name: `one`, `=0`, `male`.
        package let form: String
        /// Whether it is there and needed.
        package let status: FormStatus
        /// The numbers that select it, from the rules' samples (`1, 21, 31, 41, …`; ranges as `2–4`),
        /// or the exact value; empty for a gender.
        package let numbers: String
        /// A note (`Apple's zero form: every 0`), if any.
        package let note: String?
        /// The message rendered for some of those numbers.
        package let examples: [Example]
    }

    /// A rendering: the argument that varied, and the text or the error.
    package struct Example: Sendable {
        /// The varied argument as given (`21`, `1.5`, `female`); empty for a text without variables.
        package let argument: String
        /// The rendered text; `nil` when rendering failed.
        package let text: String?
        /// Why rendering failed.
        package let error: String?
        /// The renderer's diagnostics (a missing form replaced by `other`).
        package let diagnostics: [String]
    }

    /// Which keys and languages a preview shows, in what order, and how many.
    ///
    /// By default a preview shows the keys whose message varies in some language (plural,
    /// ordinal, gender or select variables, device or width variants) or does not parse: the ones
    /// to review. Plain keys (one text) come after them with ``includesPlainKeys``. Keys are
    /// sorted by name within each group, and whole keys are shown until ``limit`` key-language
    /// pairs.
    package struct Scope: Sendable, Hashable {
        /// Whether plain keys are shown too, after the varied ones.
        package var includesPlainKeys: Bool
        /// The keys to show: exact keys, or prefixes written with a final `*` (`plural.count.*`);
        /// empty shows every key.
        package var keys: [String]
        /// The languages to show (`pt-BR` also matches `pt_BR`); empty shows every language.
        package var languages: [String]
        /// The most key-language pairs shown, at least 1 and at most ``MessagePreview/maximumLimit``.
        package var limit: Int

        /// A scope: varied keys only, every key and language, cut at ``MessagePreview/maximumEntries`` pairs by default.
        package init(includesPlainKeys: Bool = false, keys: [String] = [], languages: [String] = [], limit: Int = MessagePreview.maximumEntries) {
            self.includesPlainKeys = includesPlainKeys
            self.keys = keys
            self.languages = languages
            self.limit = min(max(1, limit), MessagePreview.maximumLimit)
        }

        func matches(key: String) -> Bool {
            keys.isEmpty || keys.contains { $0.hasSuffix("*") ? key.hasPrefix($0.dropLast()) : key == $0 }
        }

        func matches(language: String) -> Bool {
            // `pt_BR` asks for `pt-BR`: the same tag, as the package's one tag parser reads it.
            let identifier = LanguageIdentifier(language)
            return languages.isEmpty || languages.contains { $0 == language || (identifier != nil && LanguageIdentifier($0) == identifier) }
        }
    }

    /// The largest ``Scope/limit`` a preview takes (the page grows with it, a few kilobytes a pair).
    package static let maximumLimit = 100_000

    /// Whether a message varies (a variable, device or width variants) or does not parse: a key
    /// worth reviewing, shown before the plain ones.
    static func isVaried(_ message: LocalizedMessage) -> Bool {
        func varies(_ text: MessageText) -> Bool {
            if case .failure = text.parsed { return true }
            // A MessageFormat 2 text varies with a `.match`, and is worth a look when it does not parse.
            if let parsed = text.messageFormat2 {
                guard case let .success(model) = parsed else { return true }
                if case .select = model.body { return true }
                return false
            }
            return text.hasVariables
        }
        return switch message.body {
        case let .text(text): varies(text)
        case let .scoped(.text(text), _): varies(text)
        default: true
        }
    }

    /// Builds the preview of a table.
    ///
    /// - Parameters:
    ///   - table: the loaded table.
    ///   - source: where it came from, shown on the page (a path).
    ///   - rulesProvider: the engine for plural rules (rendering and lint alike).
    ///   - options: how the examples render (the zero policy, the selection mode, the evaluator…);
    ///     each device and width variant is rendered in turn.
    ///   - findings: lint findings to place; `nil` lints the table with `MessageLinter.lint(.table(_:))`.
    ///   - scope: the keys and languages shown, and how many pairs.
    package init(table: MessageTable, source: String? = nil, rulesProvider: any PluralRulesProvider,
                options: RenderOptions = RenderOptions(), findings: [LintFinding]? = nil, scope: Scope = Scope()) {
        let findings = findings ?? MessageLinter(rulesProvider: rulesProvider, policy: options.zeroPolicy).lint(.table(table))
        let development = table.developmentLanguageIfPresent
        let languages = table.languages.filter(scope.matches(language:)).sorted { ($0 == development ? 0 : 1, $0) < ($1 == development ? 0 : 1, $1) }
        let allKeys = table.keys
        let varied = Set(table.messages.values.lazy.flatMap { $0.values.lazy.filter(Self.isVaried).map(\.key) })
        let matching = allKeys.filter(scope.matches(key:))
        let ordered = matching.filter(varied.contains) + (scope.includesPlainKeys ? matching.filter { !varied.contains($0) } : [])
        let keyLimit = languages.isEmpty ? ordered.count : max(1, scope.limit / languages.count)
        let shownLanguages = Array(languages.prefix(scope.limit))
        let keys = Array(ordered.prefix(keyLimit))
        var notes: [PreviewNote] = []
        let plainLeftOut = scope.includesPlainKeys ? 0 : matching.count - matching.filter(varied.contains).count
        if plainLeftOut > 0 {
            notes.append(.plainKeysLeftOut(plainLeftOut))
        }
        if matching.count < allKeys.count {
            notes.append(.keysMatching(shown: matching.count, of: allKeys.count, patterns: scope.keys))
        }
        for language in scope.languages where !table.languages.contains(where: { Scope(languages: [language]).matches(language: $0) }) {
            notes.append(.noSuchLanguage(language))
        }
        if languages.count < table.languages.count {
            notes.append(.languagesShown(languages.count, of: table.languages.count))
        }
        if keys.count < ordered.count || shownLanguages.count < languages.count {
            notes.append(.cutAtLimit(scope.limit, keys: keys.count, of: ordered.count,
                                     languages: shownLanguages.count < languages.count ? (shownLanguages.count, languages.count) : nil))
        }
        notes += table.notes.map(PreviewNote.table)
        self.name = table.name
        self.source = source ?? table.files.first?.url.path ?? table.name
        self.developmentLanguage = development
        self.languages = shownLanguages
        self.keys = keys
        self.keyCount = allKeys.count
        self.variedKeyCount = varied.count
        self.unreadableFiles = table.fileErrors

        // Findings by key and language; those about a key in no language go to the development language's entry.
        let shownKeys = Set(keys)
        var placed: [String: [String: [LintFinding]]] = [:]
        var tableFindings: [LintFinding] = []
        var leftOut = 0
        for finding in findings {
            guard let key = finding.key, shownKeys.contains(key) else {
                // Findings of keys left out are counted in the notes, not shown.
                if finding.key == nil { tableFindings.append(finding) } else { leftOut += 1 }
                continue
            }
            let language = finding.language.flatMap { shownLanguages.contains($0) ? $0 : nil } ?? development ?? shownLanguages.first ?? ""
            placed[key, default: [:]][language, default: []].append(finding)
            // A defect translations copied is theirs too: lint said it once, at the development language.
            for copy in finding.copiedInto where copy != language && shownLanguages.contains(copy) {
                placed[key, default: [:]][copy, default: []].append(finding)
            }
        }
        self.tableFindings = tableFindings
        if leftOut > 0 { notes.append(.findingsLeftOut(leftOut)) }
        self.notes = notes

        var builder = EntryBuilder(rulesProvider: rulesProvider, options: options)
        var entries: [Entry] = []
        entries.reserveCapacity(keys.count * shownLanguages.count)
        for key in keys {
            for language in shownLanguages {
                entries.append(builder.entry(key: key, language: language, table: table, findings: placed[key]?[language] ?? []))
            }
        }
        self.entries = entries
    }
}

/// Builds entries; keeps each language's rules and reach for the whole table.
private struct EntryBuilder {
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
        let isRightToLeft = Locale.Language(identifier: language).characterDirection == .rightToLeft
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

/// Renders one variant of a message: each selector's forms, varying its argument alone.
private struct VariantBuilder {
    let message: LocalizedMessage
    let rules: (any PluralRules)?
    let ordinalRules: () -> (any PluralRules)?
    let policy: PluralSelectionPolicy
    let renderer: MessageRenderer
    let selectors: [PreviewSelector]
    /// Whether lint reports forms missing in this message (a warning or an error): absent forms are
    /// then ``MessagePreview/FormStatus/missing``, else ``MessagePreview/FormStatus/servedByOther``.
    let lintFindsFormsMissing: Bool

    func build(label: String?) -> MessagePreview.Variant {
        let base = baseArguments()
        guard !selectors.isEmpty else {
            return MessagePreview.Variant(label: label, selections: [], plain: render(base, argument: ""))
        }
        let names = message.argumentNames
        let selections = selectors.map { selector in
            // Outer select and gender arguments at the values that reach this variable.
            var base = base
            for condition in selector.conditions where base.indices.contains(condition.position - 1) {
                base[condition.position - 1] = condition.value
            }
            let others = base.enumerated().filter { $0.offset + 1 != selector.position }.map { item in
                let name = names.indices.contains(item.offset) ? names[item.offset] : String(item.offset + 1)
                return "\(name) = \(item.element.description)"
            }
            let name = names.indices.contains(selector.position - 1) ? names[selector.position - 1] : nil
            switch selector.kind {
            case let .plural(forms, numbers, ordinal, messageFormat, offset):
                let rules = ordinal ? ordinalRules() : rules
                return MessagePreview.Selection(variable: selector.variable, kind: ordinal ? .ordinal : .plural, argument: selector.position, argumentName: name,
                                                offset: offset, takesIntegersOnly: numbers == .integer, otherArguments: others,
                                                rows: pluralRows(selector, forms: forms, numbers: numbers, rules: rules, messageFormat: messageFormat, offset: offset, base: base))
            case let .gender(forms):
                return MessagePreview.Selection(variable: selector.variable, kind: .gender, argument: selector.position, argumentName: name, offset: 0,
                                                takesIntegersOnly: false, otherArguments: others, rows: genderRows(selector, forms: forms, base: base))
            case let .keyword(forms):
                return MessagePreview.Selection(variable: selector.variable, kind: .select, argument: selector.position, argumentName: name, offset: 0,
                                                takesIntegersOnly: false, otherArguments: others, rows: keywordRows(selector, forms: forms, base: base))
            }
        }
        return MessagePreview.Variant(label: label, selections: selections, plain: nil)
    }

    // MARK: Arguments

    /// A value for every argument the message reads: each selector's representative value, else
    /// one of the type the message's signature gives the argument (a MessageFormat `{name}`: a placeholder).
    func baseArguments() -> [MessageArgument] {
        let types = MessageSignature(message).types
        let names = message.argumentNames
        let last = max(types.keys.max() ?? 0, selectors.map(\.position).max() ?? 0, names.count)
        guard last >= 1 else { return [] }
        return (1...last).map { position in
            if let selector = selectors.first(where: { $0.position == position }) {
                switch selector.kind {
                case let .plural(forms, numbers, ordinal, _, offset):
                    return representative(forms: forms, numbers: numbers, rules: ordinal ? ordinalRules() : rules, offset: offset)
                case .gender, .keyword: return .string(GrammaticalGender.other.rawValue)
                }
            }
            let placeholder = MessageArgument.string("‹\(names.indices.contains(position - 1) ? names[position - 1] : String(position))›")
            switch types[position] {
            case .floatingPoint?: return .floatingPoint(2.5)
            case .object?, .string?, .keyword?, .any?: return placeholder
            case .date?: return Self.sampleDate
            case .integer?, .number?: return representative(forms: [], numbers: .integer, rules: rules, offset: 0)
            case nil: return names.isEmpty ? representative(forms: [], numbers: .integer, rules: rules, offset: 0) : placeholder
            }
        }
    }

    /// The date a date argument shows (ISO 8601, which ICU and MessageFormat 2 both read).
    static let sampleDate = MessageArgument.string("2025-03-14T09:30:00Z")

    /// A number that selects `other` (or, where the numbers never reach it, the last category they
    /// reach), at least 2 when one is: what an app shows most often.
    func representative(forms: Set<PluralMessageForm>, numbers: CategoryReach.NumberKind, rules: (any PluralRules)?, offset: Int) -> MessageArgument {
        guard let rules else { return .integer(2 + offset) }
        let reach = CategoryReach.of(rules).reachable(by: .integer)
        let category = reach.contains(.other) ? .other : (reach.sorted().last ?? .other)
        let candidates = CategoryReach.samples(of: category, in: rules).integers
        let value = (candidates.first { $0 >= 2 } ?? candidates.first ?? 2) + offset
        return numbers == .integer ? .integer(value) : .decimal(PluralDecimal(value))
    }

    // MARK: Plural rows

    func pluralRows(
        _ selector: PreviewSelector, forms: Set<PluralMessageForm>, numbers: CategoryReach.NumberKind, rules: (any PluralRules)?,
        messageFormat: Bool, offset: Int, base: [MessageArgument]
    ) -> [MessagePreview.FormRow] {
        var rows: [MessagePreview.FormRow] = []
        // Android's zero is the CLDR category: no zero policy there, as the renderer selects.
        let quantity = message.origin.kind.selectsIntegerQuantity
        let formSelector = PluralFormSelector(policy: quantity ? .cldr : policy)
        // Exact values first, as the renderer tries them first (against the value itself, offset or not).
        let exactValues = forms.compactMap { form -> PluralDecimal? in if case let .exact(value) = form { value } else { nil } }.sorted { $0.description < $1.description }
        for (index, value) in exactValues.enumerated() {
            let reached = numbers == .decimal || value.fractionDigits.isEmpty
            let rendered = index < MessagePreview.maximumRenderedExactValues
            let examples = reached && rendered ? [render(base, replacing: selector.position, with: argument(value, numbers: numbers))] : []
            var note = reached ? "exact value: only \(value.description)" : "a fraction, but the variable takes integers"
            if reached, !rendered {
                note += "; not rendered: only the first \(MessagePreview.maximumRenderedExactValues) exact values are (MessagePreview.maximumRenderedExactValues)"
            }
            rows.append(MessagePreview.FormRow(form: "=" + value.description, status: reached ? .present : .unreached, numbers: value.description,
                                               note: note, examples: examples))
        }
        let present = Set(forms.compactMap { if case let .category(category) = $0 { category } else { nil } })
        guard let rules else {
            for category in present.sorted() {
                rows.append(MessagePreview.FormRow(form: category.rawValue, status: .present, numbers: "", note: "no plural rules for '\(message.language)': only 'other' is selected", examples: []))
            }
            return rows
        }
        let reach = CategoryReach.of(rules)
        // A lone `other` reads as deliberate (the same text for every number), as lint sees it.
        let isInvariant = present == [.other] && forms.count == 1
        // Categories whose every number has an exact form (`=1` is English `one`) need no form,
        // as lint counts them; MessageFormat and Android have no zero policy.
        let exactPolicy: PluralSelectionPolicy = messageFormat || quantity ? .cldr : policy
        let exact = MessageCheck.exactIntegers(forms, policy: exactPolicy)
        let covered = Set(rules.categories.filter { reach.integersAreAll(of: $0, in: exact) })
        let needed = isInvariant ? [.other] : reach.reachable(by: numbers).subtracting(covered.subtracting(present))
        // MessageFormat has no zero policy: its plurals select as ICU's MessageFormat does.
        let appleZero = !messageFormat && !quantity && policy == .apple && !rules.categories.contains(.zero)
        // Read once: a number is looked up in it for each example tried.
        let exactNumbers = Set(exactValues.compactMap { Decimal(string: $0.plainText) })
        func exactlyTaken(_ value: PluralDecimal) -> Bool {
            Decimal(string: value.plainText).map(exactNumbers.contains) ?? false
        }
        for category in PluralCategory.allCases where needed.contains(category) || present.contains(category) {
            let status: MessagePreview.FormStatus
            var note: String?
            if needed.contains(category) {
                status = present.contains(category) ? .present : lintFindsFormsMissing || !present.contains(.other) ? .missing : .servedByOther
                if status == .missing { note = present.contains(.other) ? "missing: these numbers render 'other'" : "missing: these numbers have no form" }
                if status == .servedByOther { note = "no form: these numbers render 'other', which lint does not report as wrong" }
            } else if category == .zero, appleZero {
                status = .present
                note = "Apple's zero form: every 0 shows it, before the rules"
            } else if rules.categories.contains(category) {
                status = .unreached
                note = numbers == .integer ? "only fractions select it; this variable takes integers" : "no number this variable takes selects it"
            } else {
                status = .unused
                note = "\(message.language) never selects it"
            }
            if isInvariant { note = "the only form: every number renders it" }
            let rendersHere = status == .present || status == .missing || status == .servedByOther
            if offset != 0, rendersHere {
                note = [note, "offset \(offset): these numbers are the value less \(offset)"].compactMap { $0 }.joined(separator: "; ")
            }
            let numbersText = category == .zero && appleZero ? "0" : isInvariant ? "every number"
                : Self.sampleText(of: category, rules: rules, numbers: status == .unreached ? .decimal : numbers)
            var examples: [MessagePreview.Example] = []
            if rendersHere {
                // A number another form takes first (=0, Apple's zero) is shown at that form.
                let landsHere = { (number: PluralDecimal) -> Bool in
                    if messageFormat {
                        guard let value = Self.adding(offset, to: number) else { return false }
                        return !exactlyTaken(value) && (try? rules.category(for: number)) == category
                    }
                    guard let selection = try? formSelector.select(number, rules: rules, forms: forms) else { return false }
                    if case let .fallbackToOther(missing) = selection.reason { return missing == category }
                    return selection.form == .category(category)
                }
                // Every number renders a lone `other`: a few small ones show it.
                let candidates = isInvariant ? [1, 2, 5].map { PluralDecimal($0) }
                    : exampleNumbers(of: category, rules: rules, numbers: numbers, zeroForm: category == .zero && appleZero, landsHere: landsHere)
                for number in candidates {
                    guard let value = Self.adding(offset, to: number) else { continue }
                    examples.append(render(base, replacing: selector.position, with: argument(value, numbers: numbers)))
                }
            }
            rows.append(MessagePreview.FormRow(form: category.rawValue, status: status, numbers: numbersText, note: note, examples: examples))
        }
        return rows
    }

    /// The number plus a MessageFormat offset (integers only; offsets are integers).
    static func adding(_ offset: Int, to number: PluralDecimal) -> PluralDecimal? {
        guard offset != 0 else { return number }
        guard number.fractionDigits.isEmpty, number.exponent == 0, let value = Int(number.plainText) else { return nil }
        let (sum, overflow) = value.addingReportingOverflow(offset)
        return overflow ? nil : PluralDecimal(sum)
    }

    /// Numbers to render for a category, spread out (Russian `one`: 1, 21, 51), skipping those
    /// another form takes first (=0, Apple's zero); for variables that take fractions, the first fraction too.
    func exampleNumbers(of category: PluralCategory, rules: any PluralRules, numbers: CategoryReach.NumberKind, zeroForm: Bool,
                        landsHere: (PluralDecimal) -> Bool) -> [PluralDecimal] {
        if zeroForm { return [PluralDecimal(0)] }
        var chosen: [PluralDecimal] = []
        var last: Int?
        let samples = CategoryReach.samples(of: category, in: rules)
        for value in samples.integers where chosen.count < MessagePreview.maximumExamplesPerForm - 1 {
            if let last, value < max(10, last * 2) { continue }
            let number = PluralDecimal(value)
            guard landsHere(number) else { continue }
            chosen.append(number)
            last = value
        }
        if numbers == .decimal {
            if let first = samples.decimals.lazy.compactMap({ try? PluralDecimal(parsing: $0) }).first(where: { $0.exponent == 0 && landsHere($0) }) {
                chosen.append(first)
            }
        }
        return chosen
    }

    /// The rules' samples as people read them: `2–4, 22–24, 32–34, …`; compact exponents (`1c6`),
    /// which a format never prints, are left out.
    static func sampleText(of category: PluralCategory, rules: any PluralRules, numbers: CategoryReach.NumberKind) -> String {
        guard let rule = rules.rules.first(where: { $0.category == category }) else { return "" }
        var lists = [rule.integerSamples].compactMap { $0 }
        if numbers == .decimal || lists.isEmpty { lists += [rule.decimalSamples].compactMap { $0 } }
        return lists.map { list in
            list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty && !$0.contains("c") && !$0.contains("e") }
                .map { $0.replacingOccurrences(of: "~", with: "–").replacingOccurrences(of: "...", with: "…") }
                .joined(separator: ", ")
        }
        .filter { !$0.isEmpty && $0 != "…" }
        .joined(separator: "; ")
    }

    func argument(_ number: PluralDecimal, numbers: CategoryReach.NumberKind) -> MessageArgument {
        if numbers == .integer, number.fractionDigits.isEmpty, number.exponent == 0, let value = Int(number.plainText) { return .integer(value) }
        return .decimal(number)
    }

    // MARK: Gender and keyword rows

    func genderRows(_ selector: PreviewSelector, forms: Set<GrammaticalGender>, base: [MessageArgument]) -> [MessagePreview.FormRow] {
        GrammaticalGender.allCases.filter { forms.contains($0) || $0 == .other }.map { gender in
            let value: MessageArgument = switch gender {
            case .male: .integer(0)
            case .female: .integer(1)
            case .neuter: .integer(2)
            case .other: .string("other")
            }
            let present = forms.contains(gender)
            return MessagePreview.FormRow(form: gender.rawValue, status: present ? .present : .missing, numbers: "",
                                          note: present ? nil : "missing: every gender without a form needs 'other'",
                                          examples: [render(base, replacing: selector.position, with: value)])
        }
    }

    /// One row per keyword of a `select`, `other` last (and marked missing when absent: ICU needs it).
    func keywordRows(_ selector: PreviewSelector, forms: Set<String>, base: [MessageArgument]) -> [MessagePreview.FormRow] {
        (forms.subtracting(["other"]).sorted() + ["other"]).map { keyword in
            let present = forms.contains(keyword)
            return MessagePreview.FormRow(form: keyword, status: present ? .present : .missing, numbers: "",
                                          note: present ? nil : "missing: every other keyword needs 'other'",
                                          examples: [render(base, replacing: selector.position, with: .string(keyword))])
        }
    }

    // MARK: Rendering

    func render(_ base: [MessageArgument], replacing position: Int, with value: MessageArgument) -> MessagePreview.Example {
        var arguments = base
        if position >= 1, position <= arguments.count { arguments[position - 1] = value }
        // A gender given as a number reads `0 (male)`.
        let isGender = selectors.contains { if $0.position == position, case .gender = $0.kind { true } else { false } }
        let shown = if isGender, case let .integer(number) = value, let gender = GrammaticalGender(number: number) {
            "\(number) (\(gender.rawValue))"
        } else {
            value.description
        }
        return render(arguments, argument: shown)
    }

    func render(_ arguments: [MessageArgument], argument: String) -> MessagePreview.Example {
        do {
            let rendered = try renderer.render(message, arguments: .positional(arguments))
            return MessagePreview.Example(argument: argument, text: rendered.text, error: nil, diagnostics: rendered.diagnostics.map(\.description))
        } catch {
            return MessagePreview.Example(argument: argument, text: nil, error: error.description, diagnostics: [])
        }
    }
}

/// What a preview left out or decided, as a value: the page and the command print its ``description``;
/// the command tells the table's notes and the cut at `--limit` apart by their cases.
package enum PreviewNote: Hashable, Sendable, CustomStringConvertible {
    /// Keys with one plain text in every language, not shown.
    case plainKeysLeftOut(Int)
    /// The keys that match the scope's patterns.
    case keysMatching(shown: Int, of: Int, patterns: [String])
    /// A language the scope names and the table does not have.
    case noSuchLanguage(String)
    /// The languages the scope matches.
    case languagesShown(Int, of: Int)
    /// The limit of key-language pairs cut the preview: keys (and languages) shown of those matching.
    case cutAtLimit(Int, keys: Int, of: Int, languages: (shown: Int, of: Int)?)
    /// Findings about keys left out.
    case findingsLeftOut(Int)
    /// A note of the table's reading.
    case table(TableNote)

    package static func == (lhs: PreviewNote, rhs: PreviewNote) -> Bool { lhs.description == rhs.description }
    package func hash(into hasher: inout Hasher) { hasher.combine(description) }

    package var description: String {
        switch self {
        case let .plainKeysLeftOut(count):
            "\(count) key\(count == 1 ? "" : "s") with one plain text in every language \(count == 1 ? "is" : "are") not shown (preview --all-keys shows them)."
        case let .keysMatching(shown, all, patterns): "Showing the \(shown) of \(all) keys that match \(patterns.joined(separator: ", "))."
        case let .noSuchLanguage(language): "The table has no language '\(language)'."
        case let .languagesShown(shown, all): "Showing \(shown) of \(all) languages."
        case let .cutAtLimit(limit, keys, allKeys, languages):
            "Cut at \(limit) key-language pairs (preview --limit): showing \(keys) of \(allKeys) keys"
                + (languages.map { " and \($0.shown) of \($0.of) languages" } ?? "") + "."
        case let .findingsLeftOut(count): "\(count) finding\(count == 1 ? "" : "s") about the keys left out \(count == 1 ? "is" : "are") not shown."
        case let .table(note): note.description
        }
    }
}
