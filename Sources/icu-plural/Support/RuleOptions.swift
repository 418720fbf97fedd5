import ArgumentParser
import CLDRPlural
import ICUPlural
import PluralCore
import PluralMessages

/// Which engine selects categories.
enum Engine: String, ExpressibleByArgument, CaseIterable {
    /// The system ICU (its CLDR version).
    case icu
    /// The pure-Swift engine with the embedded CLDR data.
    case swift
    /// Both; a number on which they differ is reported as `icu=CATEGORY swift=CATEGORY` and fails.
    case both

    /// The one engine that answers: ICU's for `both` (its reading of a MessageFormat text is the wider).
    var single: SingleEngine { self == .swift ? .swift : .icu }
}

/// One engine, for the commands that render with one (`preview`, `mf2 format`): their `--engine` lists
/// and takes only these values.
enum SingleEngine: String, ExpressibleByArgument, CaseIterable {
    /// The system ICU: its rules, and ICU's own MessageFormat for MessageFormat texts.
    case icu
    /// The pure-Swift engine and the Swift renderer.
    case swift

    /// The engine's plural rules.
    var rulesProvider: any PluralRulesProvider {
        self == .swift ? CLDRPluralRulesProvider() : ICUPluralRulesProvider()
    }

    /// The engine's evaluator of ICU MessageFormat texts.
    var evaluator: any MessageEvaluator {
        self == .swift ? SwiftMessageEvaluator() : ICUMessageFormatEvaluator()
    }
}

/// What selects categories: the rule type, strictness and engine (``RuleOptions`` as parsed, or
/// every default for the probe, which runs without the parser).
struct RuleSettings {
    var type = PluralRuleType.cardinal
    var strict = false
    var engine = Engine.icu

    /// The rules for a locale; warns once on standard error when the locale has no plural data.
    func rules(for locale: String, warnings: inout LocaleWarnings) throws -> any PluralRules {
        let rules: any PluralRules
        switch engine {
        case .icu:
            rules = try ICUPluralRulesProvider().rules(for: locale, type: type, strict: strict)
        case .swift:
            rules = try CLDRPluralRulesProvider().rules(for: locale, type: type, strict: strict)
        case .both:
            rules = ComparedPluralRules(
                icu: try ICUPluralRulesProvider().rules(for: locale, type: type, strict: strict),
                swift: try CLDRPluralRulesProvider().rules(for: locale, type: type, strict: strict)
            )
        }
        if !rules.hasPluralData, warnings.shouldWarn(about: locale) {
            let shown = locale.count > 80 ? locale.prefix(80) + "…" : locale
            if let compared = rules as? ComparedPluralRules, compared.icu.hasPluralData != compared.swift.hasPluralData {
                let (without, with) = compared.icu.hasPluralData ? ("the Swift engine", "ICU") : ("ICU", "the Swift engine")
                StandardError.write("warning: \(without) has no \(type) plural rules for locale '\(shown)' (\(with) has); it uses root's rules (every number is 'other')")
            } else {
                StandardError.write("warning: no \(type) plural rules for locale '\(shown)'; using root's rules (every number is 'other')\(Suggestions.localeHint(for: locale))")
            }
        }
        return rules
    }
}

/// Options every selecting command shares.
struct RuleOptions: ParsableArguments {
    @Flag(name: .long, help: "Use ordinal rules (1st, 2nd, 3rd) instead of cardinal rules.")
    var ordinal = false

    @Flag(name: .long, help: "Fail for a locale without plural data instead of using root's rules (every number is 'other').")
    var strict = RuleSettings().strict

    @Option(name: .long, help: """
        The engine: icu (system ICU, CLDR \(ICUPluralData.cldrVersion)), swift (pure Swift, CLDR \(CLDRPluralData.cldrVersion)), \
        or both (prints icu=CATEGORY swift=CATEGORY where they differ and exits 1).
        """)
    var engine = RuleSettings().engine

    var type: PluralRuleType { ordinal ? .ordinal : .cardinal }

    /// The settings the options give.
    var settings: RuleSettings { RuleSettings(type: type, strict: strict, engine: engine) }

    /// The rules for a locale (``RuleSettings/rules(for:warnings:)``).
    func rules(for locale: String, warnings: inout LocaleWarnings) throws -> any PluralRules {
        try settings.rules(for: locale, warnings: &warnings)
    }
}

/// The locales a command has warned about: each once, for at most ``limit`` locales, then one line
/// says no more are reported. Kept as hashes, so a long stream of distinct (or huge) locales costs
/// bounded memory.
struct LocaleWarnings {
    /// The most locales warned about in one run.
    static let limit = 1_000
    private var warned = Set<Int>()
    private var isFull = false

    /// Whether to warn about `locale` now (the first time it is seen, while under the limit).
    mutating func shouldWarn(about locale: String) -> Bool {
        guard !isFull, !warned.contains(locale.hashValue) else { return false }
        guard warned.count < Self.limit else {
            isFull = true
            StandardError.write("warning: more than \(Self.limit) locales without plural rules; no more are reported")
            return false
        }
        warned.insert(locale.hashValue)
        return true
    }
}
