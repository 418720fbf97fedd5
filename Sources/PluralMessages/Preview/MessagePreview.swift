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
/// The work is bounded: at most `Scope/limit` key-language pairs (whole keys, in order; by default ``maximumEntries``),
/// `maximumVariants` variants and `maximumSelectors` variables a message, and
/// `maximumExamplesPerForm` rendered numbers a form. What is left out is said in `notes` and
/// `Entry/notes`, never dropped silently.
public struct MessagePreview: Sendable {
    /// The most key-language pairs a preview holds by default (`Scope/limit`); keys past it are left out (and counted in `notes`).
    public static let maximumEntries = 5_000
    /// The most device and width variants shown for one message.
    static let maximumVariants = 16
    /// The most variables (plural, gender) shown for one variant of a message.
    static let maximumSelectors = 16
    /// The most numbers rendered for one form.
    static let maximumExamplesPerForm = 4
    /// The most exact values (`=N`) rendered for one variable: each rendering evaluates the whole
    /// message, so rendering every one of thousands would be quadratic in the message. The rest are
    /// listed with a note, unrendered.
    static let maximumRenderedExactValues = 32

    /// The table's name (`Localizable`).
    public let name: String
    /// Where the table was read from, as given.
    let source: String
    /// The development language, matched to the table's languages (`en-US` finds `en`).
    let developmentLanguage: String?
    /// The languages shown: the development language first, then the others sorted.
    let languages: [String]
    /// The keys shown: those the ``Scope`` takes, varied keys first, each group sorted.
    let keys: [String]
    /// How many keys the table has.
    let keyCount: Int
    /// How many of them vary in some language (or do not parse): see ``Scope``.
    let variedKeyCount: Int
    /// One entry per key and language, key by key in ``keys`` order, languages in ``languages`` order.
    let entries: [Entry]
    /// Findings about no key (a file, a language), and about keys left out.
    let tableFindings: [LintFinding]
    /// The files of the table that could not be read.
    let unreadableFiles: [MessageFileError]
    /// What was left out, and why.
    let notes: [PreviewNote]

    /// The entry of a key and language, if shown.
    func entry(key: String, language: String) -> Entry? {
        guard let keyIndex = keys.firstIndex(of: key), let languageIndex = languages.firstIndex(of: language) else { return nil }
        return entries[keyIndex * languages.count + languageIndex]
    }

    /// How a key reads in a language, at a glance (the coverage overview).
    enum Status: String, CaseIterable, Sendable {
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
        var label: String {
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
    struct Entry: Sendable {
        /// The key.
        let key: String
        /// The language.
        let language: String
        /// The coverage status.
        let status: Status
        /// Whether the language is written right to left (from its script, as Foundation tells).
        let isRightToLeft: Bool
        /// For a ``Status/fallback`` entry, the language users see instead, if any has the key.
        let fallbackLanguage: String?
        /// The `.xcstrings` state of the message, if any.
        let state: String?
        /// The message's variants (one, unless it has device or width variations).
        let variants: [Variant]
        /// The lint findings about this key in this language (and, in the development language's
        /// entry, those about the key in every language).
        let findings: [LintFinding]
        /// The forms missing, as `variable: form, form` texts.
        let missingForms: [String]
        /// What was left out of this entry, and why.
        let notes: [String]
    }

    /// One device or width variant of a message, or the message itself.
    struct Variant: Sendable {
        /// `device 'iphone'`, `width 20`; `nil` for a message without variations.
        let label: String?
        /// The variables that select text, each varied on its own.
        let selections: [Selection]
        /// For a variant without variables, its text rendered once.
        let plain: Example?
    }

    /// One variable (or plural variation) and its forms.
    struct Selection: Sendable {
        /// What a variable selects by.
        enum Kind: String, Sendable {
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
        let variable: String?
        /// What it selects by.
        let kind: Kind
        /// The argument it selects on (1-based).
        let argument: Int
        /// A MessageFormat argument's name; `nil` for positional (printf) messages.
        let argumentName: String?
        /// A MessageFormat plural's `offset:`: categories select on the value less it (0 otherwise).
        let offset: Int
        /// For a plural variable, whether it takes integers only (`d`, `lu`, `%.0f`).
        let takesIntegersOnly: Bool
        /// The other arguments and the values they had in every example: `"2 = 5"`, `"1 = ‹1›"`, `"host = ‹host›"`.
        let otherArguments: [String]
        /// Its forms, in order: exact values, then categories (zero to other), or genders, or keywords.
        let rows: [FormRow]
    }

    /// Whether a form is there and whether the language needs it.
    enum FormStatus: String, Sendable {
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
    struct FormRow: Sendable {
        /// The form's name: `one`, `=0`, `male`.
        let form: String
        /// Whether it is there and needed.
        let status: FormStatus
        /// The numbers that select it, from the rules' samples (`1, 21, 31, 41, …`; ranges as `2–4`),
        /// or the exact value; empty for a gender.
        let numbers: String
        /// A note (`Apple's zero form: every 0`), if any.
        let note: String?
        /// The message rendered for some of those numbers.
        let examples: [Example]
    }

    /// A rendering: the argument that varied, and the text or the error.
    struct Example: Sendable {
        /// The varied argument as given (`21`, `1.5`, `female`); empty for a text without variables.
        let argument: String
        /// The rendered text; `nil` when rendering failed.
        let text: String?
        /// Why rendering failed.
        let error: String?
        /// The renderer's diagnostics (a missing form replaced by `other`).
        let diagnostics: [String]
    }

    /// Which keys and languages a preview shows, in what order, and how many.
    ///
    /// By default a preview shows the keys whose message varies in some language (plural,
    /// ordinal, gender or select variables, device or width variants) or does not parse: the ones
    /// to review. Plain keys (one text) come after them with `includesPlainKeys`. Keys are
    /// sorted by name within each group, and whole keys are shown until `limit` key-language
    /// pairs.
    public struct Scope: Sendable, Hashable {
        /// Whether plain keys are shown too, after the varied ones.
        var includesPlainKeys: Bool
        /// The keys to show: exact keys, or prefixes written with a final `*` (`plural.count.*`);
        /// empty shows every key.
        var keys: [String]
        /// The languages to show (`pt-BR` also matches `pt_BR`); empty shows every language.
        var languages: [String]
        /// The most key-language pairs shown, at least 1 and at most ``MessagePreview/maximumLimit``.
        var limit: Int

        /// A scope: varied keys only, every key and language, cut at ``MessagePreview/maximumEntries`` pairs by default.
        public init(includesPlainKeys: Bool = false, keys: [String] = [], languages: [String] = [], limit: Int = MessagePreview.maximumEntries) {
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

    /// The largest `Scope/limit` a preview takes (the page grows with it, a few kilobytes a pair).
    public static let maximumLimit = 100_000

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
    public init(table: MessageTable, source: String? = nil, rulesProvider: any PluralRulesProvider,
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
