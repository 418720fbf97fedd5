import Foundation
import MessageFormat2
import PluralLocalization

/// Writes a table as MessageFormat 2: `<language>.mf2.json` per language, each a flat JSON object
/// from key to MF2 text (the name says the texts are MF2; see ``TableSource``).
///
/// An MF2 message is written as it was read. Any other message is first written as ICU
/// MessageFormat, as ``MessageTableWriter`` writes `--to messageformat` (argument names, Apple's
/// zero form as `=0` where the language has no zero category holding 0, the notes of what MF1
/// cannot say), and that text is then converted to MF2 (``MessageFormat2Conversion``): `=0` becomes
/// the exact key `0`, and the MF2 text renders what the MF1 text renders.
struct MessageFormat2Writer {
    let rulesProvider: any PluralRulesProvider

    /// The files of `languages` (each a safe file name, see ``MessageTableWriter``).
    func write(_ table: MessageTable, languages: [String]) -> WrittenFiles {
        let texts = MessageFormatWriter(rulesProvider: rulesProvider).texts(of: table, languages: languages)
        var files: [String: Data] = [:]
        var notes: [ConversionNote] = []
        for language in languages {
            var object: [String: String] = [:]
            for (key, message) in table.messages[language] ?? [:] {
                if case let .text(text) = message.body, text.syntax == .messageFormat2 {
                    object[key] = text.source
                    continue
                }
                guard let written = texts[language]?[key] else { continue }
                notes += written.notes
                guard let mf1 = written.text else { continue }
                func note(_ kind: ConversionNote.Kind) { notes.append(ConversionNote(key: key, language: language, kind: kind)) }
                switch MessageFormat2Conversion.converting(mf1, language: language) {
                case let .success(converted):
                    // What the conversion made must read back (a long text may pass a bound).
                    if case let .failure(error) = Result(catching: { () throws(MF2Error) in try MF2Message(converted.text) }) {
                        note(.unreadableAsWritten(error.description))
                        continue
                    }
                    object[key] = converted.text
                    if !converted.renamed.isEmpty {
                        note(.argumentsRenamed(from: converted.renamed.map(\.from), to: converted.renamed.map(\.to)))
                    }
                case let .failure(.unreadable(reason)):
                    note(.unreadable(reason))
                case let .failure(.tooManyVariants(count)):
                    note(.tooManyVariants(count))
                case let .failure(.tooLong(limit)):
                    note(.tooLong(limit: limit, bound: "MF2Limits.maximumSourceLength"))
                case let .failure(.unwritableCharacter(codePoint)):
                    note(.unwritableCharacter(codePoint: codePoint, format: "MessageFormat 2"))
                }
            }
            files["\(language).mf2.json"] = MessageTableWriter.jsonData(object)
        }
        return WrittenFiles(files: files, notes: notes)
    }
}
