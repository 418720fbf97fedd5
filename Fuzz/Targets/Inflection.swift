// Fuzz target: Apple's inflection markup reader and the English and Spanish phrase inflection (PluralInflection).
// Invariants:
// - spans are in order, apart, inside the text, each `^[`…`)` with its phrase inside it;
// - a text with no spans is given back as it is by removingMarkup, and removing twice changes nothing more
//   than once where the first removal left no markup;
// - attribute lists either read or throw their SyntaxError, never trap;
// - inflection answers for English and Spanish (never nil), leaves a Spanish phrase as written for the singular,
//   and keeps every character that is not a letter in place (only words change).
import PluralInflection

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInflection(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let spans = InflectionMarkup.spans(in: text)
    let length = text.utf8.count
    var end = 0
    for span in spans {
        precondition(span.range.lowerBound >= end && span.range.upperBound <= length, "spans overlap or leave the text")
        precondition(span.phraseRange.lowerBound == span.range.lowerBound + 2 && span.phraseRange.upperBound < span.range.upperBound, "phrase outside its span")
        end = span.range.upperBound
    }
    if spans.isEmpty { precondition(InflectionMarkup.removingMarkup(from: text) == text, "text without markup changed") }
    _ = try? InflectionAttributes(parsing: text)
    let phrase = String(text.prefix(200))
    for language in ["en", "es"] {
        for number in [GrammaticalNumber.singular, .plural] {
            guard let inflected = PhraseInflection.inflect(phrase, to: number, language: language) else { preconditionFailure("no answer for \(language)") }
            precondition(nonLetters(inflected) == nonLetters(phrase), "characters other than letters moved")
        }
    }
    precondition(PhraseInflection.inflect(phrase, to: .singular, language: "es") == phrase, "Spanish singular changed the phrase")
    return 0
}

/// The characters that are not letters, in order.
private func nonLetters(_ text: String) -> [Character] {
    text.filter { !$0.isLetter }.map { $0 }
}
