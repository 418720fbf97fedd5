import Foundation
import PluralCore
import PluralLocalization

/// What a rendering needs from the renderer, in one reference (copying the renderer would retain each field).
final class RenderSettings: Sendable {
    let rulesProvider: any PluralRulesProvider
    let policy: PluralSelectionPolicy
    let device: String?
    let width: Int?
    let selectionMode: PluralSelectionMode

    /// The first language's cardinal rules and number symbols, set once and then read without a lock:
    /// most renderers serve one language.
    private let first = OnceReference<LanguageResources>()

    final class LanguageResources: Sendable {
        let language: String
        let rules: any PluralRules
        let symbols: NumberSymbols

        init(language: String, rules: any PluralRules, symbols: NumberSymbols) {
            self.language = language
            self.rules = rules
            self.symbols = symbols
        }
    }

    /// The last language's rules and number symbols, for the other languages: comparing a string
    /// is cheaper than the providers' keyed caches.
    private let lastRules = Locked<(language: String, rules: any PluralRules)?>(nil)
    private let lastSymbols = Locked<(language: String, symbols: NumberSymbols)?>(nil)
    private let lastOrdinalRules = Locked<(language: String, rules: any PluralRules)?>(nil)

    convenience init(rulesProvider: any PluralRulesProvider, options: RenderOptions) {
        self.init(rulesProvider: rulesProvider, policy: options.zeroPolicy, device: options.device, width: options.width,
                  selectionMode: options.selectionMode)
    }

    init(rulesProvider: any PluralRulesProvider, policy: PluralSelectionPolicy, device: String?, width: Int?,
         selectionMode: PluralSelectionMode = .shownDigits) {
        self.rulesProvider = rulesProvider
        self.policy = policy
        self.device = device?.lowercased()
        self.width = width
        self.selectionMode = selectionMode
    }

    func rules(for language: String) throws -> any PluralRules {
        if let first = first.load(), first.language == language { return first.rules }
        if let last = lastRules.withLock({ $0 }), last.language == language { return last.rules }
        let rules = try rulesProvider.rules(for: language, type: .cardinal, strict: false)
        lastRules.withLock { $0 = (language, rules) }
        if first.load() == nil { _ = first.storeIfNil(LanguageResources(language: language, rules: rules, symbols: symbols(for: language))) }
        return rules
    }

    func ordinalRules(for language: String) throws -> any PluralRules {
        if let last = lastOrdinalRules.withLock({ $0 }), last.language == language { return last.rules }
        let rules = try rulesProvider.rules(for: language, type: .ordinal, strict: false)
        lastOrdinalRules.withLock { $0 = (language, rules) }
        return rules
    }

    func symbols(for language: String) -> NumberSymbols {
        if let first = first.load(), first.language == language { return first.symbols }
        if let last = lastSymbols.withLock({ $0 }), last.language == language { return last.symbols }
        let symbols = NumberSymbols.of(identifier: language)
        lastSymbols.withLock { $0 = (language, symbols) }
        return symbols
    }
}
