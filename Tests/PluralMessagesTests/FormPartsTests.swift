import Foundation
import ICUPlural
@testable import PluralCore
@testable import PluralMessages
import Testing

extension FormParts {
    /// A form's parts as its own syntax's parser gives them: a printf text when it has a `%`
    /// (`%arg` read as a catalog substitution's), else the `other` form of a MessageFormat plural on `n`.
    init(form text: String) {
        if text.contains("%") {
            self.init(MessageText(text, allowsSubstitutionArgument: true))
            return
        }
        let message = MessageFormatModel.message(key: "k", language: "en", source: "{n, plural, other {\(text)}}",
                                                 origin: MessageOrigin(file: nil, kind: .messageformat))
        self.init(message.variables.values.first?.forms[.category(.other)] ?? MessageText(messageFormat: text, segments: .success([])))
    }
}

/// Issue 38 item 3 and issue 42: lint's word rules read the parts a format's own parser gives.
@Suite struct FormPartsTests {
    /// Every text of every fixture the linter reads (each syntax: printf, Java, MessageFormat).
    struct Texts: MessageVisitor {
        var texts: [MessageText] = []
        mutating func text(_ text: MessageText) -> Bool {
            texts.append(text)
            return true
        }
    }

    /// Lint's number is the parser's: each part that prints the number stands where the text has
    /// the parser's marker (`%`, `#`, `{`), there are as many as the parser's number segments, and
    /// each run of text is the source's text at its offset.
    @Test func lintsNumberPositionIsTheParsersInEveryFixture() throws {
        let linter = MessageLinter(rulesProvider: ICUPluralRulesProvider())
        var counts: [MessageText.Syntax: Int] = [:]
        for table in TableSource(inputs: [Fixtures.url("")]).tables {
            let messages = linter.lint(table).messages
            for key in messages.keys {
                for language in messages.languages {
                    guard let message = messages.decodedMessage(forKey: key, language: language) else { continue }
                    var visitor = Texts()
                    MessageWalk.walk(message, with: &visitor)
                    for text in visitor.texts where text.syntax != .messageFormat2 {
                        guard case .success = text.parsed else { continue }
                        let parts = FormParts(text)
                        let scalars = Array(text.source.unicodeScalars)
                        let parserNumbers = text.segments.filter { segment in
                            switch segment {
                            // C's `*` width (a PO c-format text) takes an argument it does not print.
                            case let .specifier(specifier, offset): specifier.kind != .string && text.source.utf8.dropFirst(offset).first != UInt8(ascii: "*")
                            case .substitutionArgument, .argument, .pluralNumber: true
                            case .literal, .variable: false
                            }
                        }
                        // Where CoreFoundation prints a stray `%` as text (`%1$ و` prints "1"), runs are not the source's.
                        let conversions = Set(text.segments.compactMap { segment -> Int? in
                            switch segment {
                            case let .specifier(_, offset), let .variable(_, _, offset), let .substitutionArgument(offset): offset
                            default: nil
                            }
                        })
                        let bytes = Array(text.source.utf8)
                        // MessageFormat's quotes (`'#'`) print fewer characters than they take.
                        let strays = text.syntax.isMessageFormat1 ? text.source.contains("'") : bytes.indices.contains { index in
                            bytes[index] == UInt8(ascii: "%") && !conversions.contains(index) && !(index > 0 && bytes[index - 1] == UInt8(ascii: "%"))
                                && !(index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "%"))
                        }
                        #expect(parts.numberOffsets.count == parserNumbers.count, "\(key) [\(language)]: \(text.source)")
                        for offset in parts.numberOffsets {
                            let marker = scalars.indices.contains(offset) ? Character(scalars[offset]) : " "
                            #expect(text.syntax.isMessageFormat1 || text.syntax == .i18next ? "#{".contains(marker) || strays : marker == "%", "\(key) [\(language)]: \(text.source) at \(offset)")
                        }
                        for case let .text(run, offset) in parts.parts where !strays && !run.contains(where: { "%'\\".contains($0) }) {
                            // CoreFoundation prints a stray `%I` as 'I': the source less its `%` signs starts with the run.
                            let rest = scalars.indices.contains(offset) ? String(String.UnicodeScalarView(scalars[offset...])).filter { $0 != "%" } : ""
                            #expect(rest.hasPrefix(run), "\(key) [\(language)]: \(text.source): '\(run)' at \(offset)")
                        }
                        counts[text.syntax, default: 0] += parserNumbers.count
                    }
                }
            }
        }
        // Numbers of every syntax were compared.
        #expect(counts[.printf, default: 0] > 100 && counts[.javaFormat, default: 0] > 10 && counts[.messageFormat, default: 0] > 50, "\(counts)")
    }

    /// A variable's name is no word of the form ("%2$#@accounts@"), and Java's flags keep the number a number.
    @Test(arguments: [
        ("%1$d %2$#@accounts@", "en", nil), ("%1$d %2$#@contas@", "pt", nil), ("%,d posts", "en", "posts"),
        ("%,d vots", "ca", "vots"), ("%(,.2f euros", "es", "euros"),
        // An object prints a name ("%1$s провів", he ran); "das" (of the) is no noun; "impulsos" is a plural.
        ("%1$s провів опитування, %2$,d інших", "uk", nil), ("%,d das suas imagens", "pt", nil), ("%,d impulsos", "pt", "impulsos"),
    ] as [(String, String, String?)])
    func readsTheWordAfterTheNumberFromParts(text: String, language: String, word: String?) {
        let parts = text.contains(",") || text.contains("(") ? FormParts(MessageText(javaFormat: text)) : FormParts(form: text)
        #expect(SharedPluralForms.pluralOnlyWord(parts, language: language)?.word == word)
    }

    /// "What N renders" is the parts with the number printed, objects and other placeholders as written.
    @Test func rendersTheNumberIntoTheParts() {
        #expect(FormParts(form: "%1$lld %2$#@accounts@ and %3$@").rendering(21) == "21 %2$#@accounts@ and %3$@")
        // Java's `%s`, as Apple's `%@`, takes any object: most often a name, shown as written.
        #expect(FormParts(MessageText(javaFormat: "%,d kiriman, %s")).rendering(2) == "2 kiriman, %s")
        #expect(FormParts(form: "do # kanálů").rendering(5) == "do 5 kanálů")
    }

    /// `wrong-form` holds back where the 'one' word may be singular or invariable, in several
    /// languages, and still finds a plural no singular has.
    @Test(arguments: [
        // Spanish and Catalan singulars that end in "-s": 'other' lengthens them ("países", "mesos").
        ("es", "{n, plural, one {# país} other {# países}}", false), ("ca", "{n, plural, one {# país} other {# països}}", false),
        ("es", "{n, plural, one {# autobús} other {# autobuses}}", false), ("pt", "{n, plural, one {# país} other {# países}}", false),
        // Invariable nouns: the same word for 1 and 5.
        ("es", "{n, plural, one {# alias} other {# alias}}", false), ("ca", "{n, plural, one {# àlies} other {# àlies}}", false),
        ("fr", "{n, plural, one {# alias} other {# alias}}", false), ("pt", "{n, plural, one {# atlas} other {# atlas}}", false),
        // A plural in 'one' whose singular differs: still an error.
        ("ca", "{n, plural, one {# vots} other {# vots}}", true), ("es", "{n, plural, one {# veces} other {# veces}}", true),
        ("fr", "{n, plural, one {# favoris} other {# favoris}}", true),
    ] as [(String, String, Bool)])
    func wrongFormHoldsBackOnSingularAndInvariableWords(language: String, source: String, wrong: Bool) {
        let message = MessageFormatModel.message(key: "k", language: language, source: source, origin: MessageOrigin(file: nil, kind: .messageformat))
        let findings = MessageLinter(rulesProvider: ICUPluralRulesProvider()).lint(.message(message))
        #expect(findings.contains { $0.rule == .wrongForm } == wrong, "\(findings.map(\.description))")
    }
}
