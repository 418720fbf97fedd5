import Foundation
import PluralInflection
import Testing

/// One line of a word list: a phrase in the singular and its plural.
struct PluralCase: CustomTestStringConvertible, Sendable {
    let singular: String
    let plural: String
    var testDescription: String { "\(singular) → \(plural)" }

    static func load(_ name: String) -> [PluralCase] {
        guard let url = Bundle.module.url(forResource: name, withExtension: "tsv", subdirectory: "Fixtures"),
              let text = try? String(contentsOf: url, encoding: .utf8)
        else { return [] }
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            return fields.count == 2 ? PluralCase(singular: String(fields[0]), plural: String(fields[1])) : nil
        }
    }
}

@Suite struct PhraseInflectionTests {
    static let english = PluralCase.load("en-plurals")
    static let spanish = PluralCase.load("es-plurals")

    @Test func theWordListsAreAsLargeAsPromised() {
        #expect(Self.english.count >= 300)
        #expect(Self.spanish.count >= 100)
    }

    @Test(arguments: english) func englishPlural(_ entry: PluralCase) {
        #expect(PhraseInflection.inflect(entry.singular, to: .plural, language: "en") == entry.plural)
        #expect(PhraseInflection.inflect(entry.singular, to: .singular, language: "en-GB") == entry.singular)
    }

    /// A phrase written in the plural is put in the singular for the singular, and left as it is for the plural.
    @Test(arguments: english.filter { $0.singular != $0.plural && $0.plural != "data" })
    func englishPhraseWrittenInThePlural(_ entry: PluralCase) {
        #expect(PhraseInflection.inflect(entry.plural, to: .singular, language: "en") == entry.singular)
        #expect(PhraseInflection.inflect(entry.plural, to: .plural, language: "en") == entry.plural)
    }

    @Test(arguments: spanish) func spanishPlural(_ entry: PluralCase) {
        #expect(PhraseInflection.inflect(entry.singular, to: .plural, language: "es") == entry.plural)
        #expect(PhraseInflection.inflect(entry.singular, to: .singular, language: "es-419") == entry.singular)
    }

    @Test func otherLanguagesAreNotInflectedHere() {
        #expect(PhraseInflection.inflect("5 задача", to: .plural, language: "ru") == nil)
        #expect(PhraseInflection.canInflect(language: "en_US"))
        #expect(PhraseInflection.canInflect(language: "es-MX"))
        #expect(!PhraseInflection.canInflect(language: "fr"))
        #expect(PhraseInflection.appleCanInflect(language: "fr-CA"))
        #expect(!PhraseInflection.appleCanInflect(language: "ru"))
    }

    @Test func aPhraseWithoutWordsIsLeftAsWritten() {
        #expect(PhraseInflection.inflect("42", to: .plural, language: "en") == "42")
        #expect(PhraseInflection.inflect("", to: .plural, language: "es") == "")
    }
}

@Suite struct InflectionMarkupTests {
    @Test func readsASpanAndItsAttributes() throws {
        let text = "You have ^[3 Task](inflect: true) left"
        let spans = InflectionMarkup.spans(in: text)
        #expect(spans.count == 1)
        let span = try #require(spans.first)
        #expect(span.phrase == "3 Task")
        #expect(span.attributeSource == "inflect: true")
        #expect(try span.attributes.get().inflect)
        #expect(InflectionMarkup.removingMarkup(from: text) == "You have 3 Task left")
    }

    @Test func readsMorphologyAndAgreement() throws {
        let attributes = try InflectionAttributes(parsing: #"morphology: { number: "plural", grammaticalGender: 'feminine' }, "agreeWithArgument": 2, inflectionAlternative: 'Hola'"#)
        #expect(attributes.number == .plural)
        #expect(attributes.grammaticalGender == "feminine")
        #expect(attributes.agreeWithArgument == 2)
        #expect(attributes.inflectionAlternative == "Hola")
        #expect(attributes.notApplied == ["morphology.grammaticalGender"])
        #expect(attributes.agreesInNumber)
        let braced = try InflectionAttributes(parsing: "{inflect: true, agreeWithConcept: 1}")
        #expect(braced.inflect && braced.notApplied == ["agreeWithConcept"])
    }

    @Test(arguments: ["inflect true", "inflect: yes", "inflect: true,, x: 1", "morphology: {number: \"dual\"}", "agreeWithArgument: 0", "", "a: {b: {c: {d: {e: {f: {g: {h: {i: 1}}}}}}}}", "x: 'open"])
    func refusesAttributesThatDoNotRead(_ source: String) {
        #expect(throws: InflectionAttributes.SyntaxError.self) { try InflectionAttributes(parsing: source) }
    }

    @Test func aSpanWhoseAttributesDoNotReadStaysAsWritten() {
        let text = "^[3 Task](inflect true)"
        #expect(InflectionMarkup.spans(in: text).count == 1)
        #expect(InflectionMarkup.removingMarkup(from: text) == text)
    }

    @Test(arguments: ["^[3 Task]", "^[3 Task] (inflect: true)", "\\^[3 Task](inflect: true)", "^[3 Task](inflect: true", "a ^ [b](c: 1)", "[x](inflect: true)"])
    func textThatIsNotMarkup(_ text: String) {
        #expect(InflectionMarkup.spans(in: text).isEmpty)
        #expect(InflectionMarkup.removingMarkup(from: text) == text)
    }

    @Test func nestedBracketsQuotesAndSeveralSpans() throws {
        let text = #"^[a [b] c](x: "())", y: 1) and ^[día](morphology: {number: "plural"})"#
        let spans = InflectionMarkup.spans(in: text)
        #expect(spans.map(\.phrase) == ["a [b] c", "día"])
        #expect(InflectionMarkup.removingMarkup(from: text) == "a [b] c and día")
    }

    @Test func bytesThatAreNotMarkupAreSkipped() {
        // An argument's text (here the bytes 9..<25) is never read as markup, as Foundation never reads it as markdown.
        let text = "Renamed: ^[x](inflect: true)"
        #expect(InflectionMarkup.spans(in: text) { !(9..<28).contains($0) }.isEmpty)
        #expect(InflectionMarkup.spans(in: text).count == 1)
    }

    @Test func aLongRunOfOpeningsStaysBounded() {
        let text = String(repeating: "^[", count: 50_000)
        #expect(InflectionMarkup.spans(in: text).isEmpty)
        #expect(InflectionMarkup.mayContainMarkup(text))
        // Each "](" looks ahead at most maximumAttributeLength bytes for its ")".
        #expect(InflectionMarkup.spans(in: String(repeating: "^[a](", count: 20_000)).isEmpty)
        #expect(InflectionMarkup.spans(in: "[draft ^[1 Task](inflect: true) ]").map(\.phrase) == ["1 Task"])
        #expect(!InflectionMarkup.mayContainMarkup("no markup [here](x)"))
    }
}
