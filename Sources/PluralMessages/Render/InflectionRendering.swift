import PluralCore
import PluralInflection

/// Apple's automatic grammar agreement as `AttributedString(localized:)` applies it: each span of
/// `^[phrase](attributes)` markup in a rendered printf message is replaced by its phrase, agreed in
/// number where the language is inflected here (``PluralInflection/PhraseInflection``), as written elsewhere.
///
/// The markup is read in the message's own text only: an argument's text is never markup (Foundation
/// parses the markdown before it substitutes the arguments). A phrase agrees with, in order: its
/// `morphology: {number: …}`; the argument `agreeWithArgument` names; the first number an argument
/// shows inside the phrase; a number written in the phrase. Its CLDR category `one` is the singular,
/// any other the plural.
extension RenderRun {
    /// Records where an argument was written, for a message with inflection markup.
    @inline(never) mutating func noteShownArgument(from start: Int, position: Int, value: MessageArgument, shownBy specifier: FormatSpecifier) {
        guard shownArguments != nil else { return }
        let number: PluralDecimal? = switch value {
        case let .integer(integer): PluralDecimal(integer)
        case let .floatingPoint(double): specifier.kind == .floatingPoint ? DisplayedNumber.decimal(of: double, shownBy: specifier) ?? PluralDecimal(double) : PluralDecimal(double)
        case let .decimal(decimal): decimal
        case .string: nil
        }
        shownArguments?.append(ShownArgument(range: start..<output.utf8.count, position: position, number: number))
    }

    /// Replaces the markup spans of ``output`` by their phrases, inflected.
    mutating func resolveInflectionMarkup() throws(MessageError) {
        guard let shown = shownArguments, InflectionMarkup.mayContainMarkup(output) else { return }
        let spans = InflectionMarkup.spans(in: output) { offset in !shown.contains { $0.range.contains(offset) } }
        guard !spans.isEmpty else { return }
        let languageIssue = InflectionIssue.ofLanguage(language)
        var issues: [(String, InflectionIssue)] = []
        var rules = self.rules
        output = InflectionMarkup.replacingSpans(in: output, spans) { span in
            let attributes: InflectionAttributes
            switch span.attributes {
            case let .failure(error):
                issues.append((span.phrase, .unreadableAttributes(error.description)))
                return nil
            case let .success(read): attributes = read
            }
            if !attributes.notApplied.isEmpty { issues.append((span.phrase, .attributesNotApplied(attributes.notApplied))) }
            guard attributes.agreesInNumber else { return span.phrase }
            if let languageIssue {
                issues.append((span.phrase, languageIssue))
                return span.phrase
            }
            let grammaticalNumber: GrammaticalNumber
            if let number = attributes.number {
                grammaticalNumber = number
            } else {
                let decimal: PluralDecimal?
                if let position = attributes.agreeWithArgument {
                    decimal = position <= arguments.count ? Self.number(of: arguments[position - 1]) : nil
                    if decimal == nil { issues.append((span.phrase, .argumentNotANumber(position: position))) }
                } else {
                    decimal = shown.first { span.phraseRange.contains($0.range.lowerBound) && $0.number != nil }?.number
                        ?? Self.writtenNumber(in: span.phrase)
                    if decimal == nil { issues.append((span.phrase, .noNumber)) }
                }
                guard let decimal else { return span.phrase }
                if rules == nil { rules = try? settings.rules(for: language) }
                guard let category = try? rules?.category(for: decimal) else { return span.phrase }
                grammaticalNumber = category == .one ? .singular : .plural
            }
            return attributes.inflect || attributes.agreeWithArgument == nil
                ? PhraseInflection.inflect(span.phrase, to: grammaticalNumber, language: language) ?? span.phrase
                : PhraseInflection.agree(span.phrase, with: grammaticalNumber, language: language) ?? span.phrase
        }
        self.rules = rules
        for (phrase, issue) in issues {
            diagnose(.format, argument: .string(phrase), .inflection(issue))
        }
    }

    /// The number an argument is, if it is one.
    private static func number(of argument: MessageArgument) -> PluralDecimal? {
        switch argument {
        case let .integer(value): PluralDecimal(value)
        case let .floatingPoint(value): PluralDecimal(value)
        case let .decimal(value): value
        case .string: nil
        }
    }

    /// The first number written in a phrase in ASCII digits ("1 Task", "2.5 hours").
    private static func writtenNumber(in phrase: String) -> PluralDecimal? {
        guard let start = phrase.firstIndex(where: \.isASCIIDigitCharacter) else { return nil }
        var digits = String(phrase[start...].prefix { $0.isASCIIDigitCharacter || $0 == "." })
        while digits.hasSuffix(".") { digits.removeLast() }
        return try? PluralDecimal(parsing: digits)
    }
}

private extension Character {
    var isASCIIDigitCharacter: Bool { isASCII && isNumber }
}
