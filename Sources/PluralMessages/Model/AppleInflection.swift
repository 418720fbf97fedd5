import PluralInflection

/// Why a span of Apple's inflection markup (`^[%lld Task](inflect: true)`) was not inflected as
/// Apple's Foundation would inflect it: the one vocabulary of render diagnostics, lint and conversion notes.
public enum InflectionIssue: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The attributes between `(` and `)` do not read (the reason): the span is shown as written, markup included.
    case unreadableAttributes(String)
    /// Attributes read but not applied here (`agreeWithConcept`, gender), by name: the phrase is agreed in number only.
    case attributesNotApplied([String])
    /// The phrase holds no number and names none to agree with: shown as written, markup removed.
    case noNumber
    /// `agreeWithArgument` names an argument that is not a number (or not given): shown as written, markup removed.
    case argumentNotANumber(position: Int)
    /// Apple inflects the language but this package does not (French, German, Italian, Portuguese):
    /// shown as written, markup removed.
    case languageNotInflectedHere(String)
    /// The phrase holds a word given as argument `position` (`^[%lld %@](inflect: true)`), which Apple
    /// inflects when the app runs: a conversion cannot write its forms, so the phrase was written as it is.
    case phraseHoldsWordArgument(position: Int)
    /// A conversion could not make a plural of the markup (several counted arguments, or the
    /// markup where no plural form is known): the phrase was written as it is.
    case notExpandable
    /// Neither Apple nor this package inflects the language: shown as written, markup removed, as on Apple platforms.
    case languageNotInflected(String)

    /// What happened, in words.
    public var description: String {
        switch self {
        case let .unreadableAttributes(reason): "the inflection attributes do not read (\(reason)); shown as written"
        case let .attributesNotApplied(names): "attributes not applied here: \(names.joined(separator: ", "))"
        case .noNumber: "the inflected phrase holds no number to agree with; shown as written"
        case let .argumentNotANumber(position): "agreeWithArgument names argument \(position), which is not a number; shown as written"
        case let .languageNotInflectedHere(language): "Apple inflects '\(language)' but this package does not; shown as written"
        case let .languageNotInflected(language): "'\(language)' cannot be inflected (by Apple either); shown as written"
        case .notExpandable: "no one counted argument to make a plural of"
        case let .phraseHoldsWordArgument(position): "the phrase holds argument \(position), a word inflected only when the app runs"
        }
    }

    /// The issue of a language, or `nil` for a language this package inflects.
    static func ofLanguage(_ language: String) -> InflectionIssue? {
        if PhraseInflection.canInflect(language: language) { return nil }
        return PhraseInflection.appleCanInflect(language: language) ? .languageNotInflectedHere(language) : .languageNotInflected(language)
    }
}

extension MessageText {
    /// The spans of Apple's inflection markup in the text as written: printf texts only (Apple's
    /// formats), where Foundation reads markdown. The one place render, lint and convert find the markup.
    var inflectionSpans: [InflectionMarkup.Span] {
        guard syntax == .printf, InflectionMarkup.mayContainMarkup(source) else { return [] }
        return InflectionMarkup.spans(in: source)
    }
}

extension LocalizedMessage {
    /// Whether some text of the message (its format, variations or variables' forms) holds inflection markup.
    var hasInflectionMarkup: Bool {
        struct Finder: MessageVisitor {
            var found = false
            /// Variables walked already: variables that share variables are walked once each, not once per path.
            var seen: Set<ObjectIdentifier> = []
            mutating func enterVariable(_ variable: MessageVariable, position: Int, scope: [String: MessageVariable]) -> Bool {
                !found && seen.insert(ObjectIdentifier(variable)).inserted
            }
            mutating func text(_ text: MessageText) -> Bool {
                // Only Apple's printf texts carry the markup: another syntax's message is not walked
                // (a MessageFormat nested to the depth limit would cost the stack the renderer needs).
                guard text.syntax == .printf else { return false }
                if !found, !text.inflectionSpans.isEmpty { found = true }
                // The parts lead to the variables, whose forms may hold the markup.
                return !found
            }
        }
        var finder = Finder()
        MessageWalk.walk(self, with: &finder)
        return finder.found
    }
}
