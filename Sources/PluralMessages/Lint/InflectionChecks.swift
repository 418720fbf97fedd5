import PluralCore
import PluralInflection

/// Apple's automatic grammar agreement markup (`^[%lld Task](inflect: true)`) across a table's
/// languages: a phrase in a language Apple cannot inflect (users read "5 задача"), a translation
/// that drops the markup the development language has without a plural of its own, one that adds
/// it where the development language chooses plural forms, and attributes that do not read or are
/// not applied. Languages Apple inflects: ``PluralInflection/PhraseInflection/appleInflectedLanguages``;
/// languages rendered inflected here: ``PluralInflection/PhraseInflection/inflectedLanguages``.
enum InflectionChecks {
    /// What a message holds of the markup and of plural choices.
    struct Profile {
        /// The texts with spans, and their spans.
        var spans: [(text: MessageText, span: InflectionMarkup.Span)] = []
        /// Whether the message chooses forms by number (a plural variation or variable).
        var choosesPluralForms = false

        init(_ message: LocalizedMessage) {
            struct Collector: MessageVisitor {
                var profile: Profile
                /// Variables walked already: each is walked once, not once per path that reaches it.
                var seen: Set<ObjectIdentifier> = []
                mutating func text(_ text: MessageText) -> Bool {
                    profile.spans += text.inflectionSpans.map { (text, $0) }
                    return true
                }
                mutating func pluralVariation(argument: Int, forms: [PluralMessageForm: MessageBody], entering: Bool) {
                    profile.choosesPluralForms = true
                }
                mutating func enterVariable(_ variable: MessageVariable, position: Int, scope: [String: MessageVariable]) -> Bool {
                    if variable.isPlural { profile.choosesPluralForms = true }
                    return seen.insert(ObjectIdentifier(variable)).inserted
                }
            }
            var collector = Collector(profile: Profile(empty: ()), seen: [])
            MessageWalk.walk(message, with: &collector)
            self = collector.profile
        }

        private init(empty: Void) {}
    }

    static func findings(table: MessageTable, developmentLanguage: String?) -> [LintFinding] {
        var findings: [LintFinding] = []
        for key in table.keys {
            let reference = developmentLanguage.flatMap { table.decodedMessage(forKey: key, language: $0) }.map(Profile.init)
            for language in table.languages.sorted() {
                guard let message = table.decodedMessage(forKey: key, language: language) else { continue }
                let profile = language == developmentLanguage ? reference ?? Profile(message) : Profile(message)
                let file = message.origin.file?.path
                func add(_ rule: LintRule, _ text: String, hint: String) {
                    findings.append(LintFinding(rule.defaultSeverity, rule, file: file, key: key, language: language, message: text, hint: hint))
                }
                for (_, span) in profile.spans {
                    switch span.attributes {
                    case let .failure(error):
                        add(.inflectionAttributes, "the inflection markup '^[\(span.phrase)](\(span.attributeSource))' has attributes that do not read (\(error.reason)): the text shows with its markup",
                            hint: "write the attributes as Foundation reads them: inflect: true, morphology: {number: \"plural\"}, agreeWithArgument: 1")
                        continue
                    case let .success(attributes):
                        if !attributes.notApplied.isEmpty {
                            add(.inflectionAttributes, "'^[\(span.phrase)]' has attributes this package does not apply (\(attributes.notApplied.joined(separator: ", "))): rendered here agreeing in number only",
                                hint: "nothing to fix for Apple platforms; a server rendering this text shows the phrase without that agreement")
                        }
                        guard attributes.agreesInNumber else { continue }
                    }
                    if !PhraseInflection.appleCanInflect(language: language) {
                        add(.inflectionNotInflectable, "'\(language)' is not a language Apple inflects (\(PhraseInflection.appleInflectedLanguages.joined(separator: ", "))): users see the phrase as written, '\(example(of: span.phrase))'",
                            hint: "give the translation a plural variation with the forms '\(language)' needs instead of the inflection markup")
                    } else if !PhraseInflection.canInflect(language: language) {
                        add(.inflectionNotRendered, "Apple inflects '\(language)' but this package does not (it inflects \(PhraseInflection.inflectedLanguages.joined(separator: ", "))): rendered here as written, '\(example(of: span.phrase))'",
                            hint: "nothing to fix for Apple platforms; for text rendered on a server, use a plural variation")
                    }
                }
                guard language != developmentLanguage, let reference else { continue }
                let agrees = profile.spans.contains { (try? $0.span.attributes.get())?.agreesInNumber == true }
                let referenceAgrees = reference.spans.contains { (try? $0.span.attributes.get())?.agreesInNumber == true }
                if referenceAgrees, !agrees, !profile.choosesPluralForms, CrossLanguageChecks.takesArguments(message) {
                    add(.inflectionDropped, "the translation drops the development language's inflection markup and has no plural of its own: it shows one form for every number",
                        hint: "keep the markup around the counted phrase (^[%lld …](inflect: true)) or give the translation a plural variation")
                } else if agrees, reference.choosesPluralForms, !referenceAgrees {
                    add(.inflectionAdded, "the translation uses inflection markup where the development language chooses plural forms: Apple inflects only \(PhraseInflection.appleInflectedLanguages.joined(separator: ", ")), and the forms the development language chose are not checked here",
                        hint: "use a plural variation, as the development language does, unless the language is one Apple inflects and the markup is meant")
                }
            }
        }
        return findings
    }

    /// A phrase as a user reads it for 5: number conversions show 5, the rest as written ("5 задача").
    static func example(of phrase: String) -> String {
        guard case let .success(format) = Result(catching: { try ParsedFormat(parsing: phrase) }) else { return phrase }
        return format.segments.map { segment in
            switch segment {
            case let .literal(text): text
            case let .specifier(specifier, _): specifier.kind.isNumeric ? "5" : specifier.description
            case let .variable(name, _, _): "%#@\(name)@"
            case .substitutionArgument: "%arg"
            case let .argument(name, _, _): "{\(name)}"
            case .pluralNumber: "#"
            }
        }.joined()
    }
}
