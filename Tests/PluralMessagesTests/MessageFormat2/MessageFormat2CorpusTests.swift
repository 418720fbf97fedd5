@testable import CLDRPlural
import Foundation
@testable import MessageFormat2
@testable import PluralCore
@testable import PluralMessages
import Testing

/// A real corpus of MF1 `<language>.json` files (a web app's; not kept in the package) converted to
/// MF2 and rendered both ways for several arguments per message. Runs when `ICUPLURAL_MF2_CORPUS`
/// names the folder; the figures go to `ICUPLURAL_MF2_CORPUS_REPORT` when it names a file.
@Suite struct MessageFormat2CorpusTests {
    static let folder = ProcessInfo.processInfo.environment["ICUPLURAL_MF2_CORPUS"]

    @Test(.enabled(if: folder != nil)) func corpusRendersTheSame() throws {
        let table = try MessageTable.load(contentsOf: URL(fileURLWithPath: Self.folder!))
        var counts = (messages: 0, converted: 0, renderings: 0, same: 0, unreadable: 0, failed: 0)
        var differences: [String] = []
        let renderer = MessageRenderer(rulesProvider: CLDRPluralRulesProvider())
        let evaluator = MF2MessageEvaluator(bidiIsolation: .none)
        for language in table.languages {
            let formatter = MF2Formatter(locale: language, rules: CLDRPluralRulesProvider(), bidiIsolation: .none)
            for (key, message) in table.messages[language] ?? [:] {
                guard case let .text(text) = message.body, text.syntax == .messageFormat else { continue }
                counts.messages += 1
                guard text.messageFormatError == nil else { counts.unreadable += 1; continue }
                guard let converted = try? MessageFormat2Conversion.converting(text.source, language: language).get(), let mf2 = try? MF2Message(converted.text) else {
                    counts.failed += 1
                    differences.append("\(language) \(key): not converted")
                    continue
                }
                counts.converted += 1
                for arguments in CorpusArguments.sets(for: message) {
                    guard let expected = try? renderer.render(message, arguments: .named(arguments)).text else { continue }
                    counts.renderings += 1
                    let renamed = Dictionary(uniqueKeysWithValues: arguments.map { name, value in
                        (converted.renamed.first { $0.from == name }?.to ?? name, MF2Value(value))
                    })
                    let formatted = formatter.format(mf2, arguments: renamed)
                    // And through the renderer's door, which takes the compiled form where it applies.
                    let byDoor = try? evaluator.evaluate(mf2, formatter: formatter, arguments: .named(Dictionary(uniqueKeysWithValues: arguments.map { name, value in
                        (converted.renamed.first { $0.from == name }?.to ?? name, value)
                    })))
                    if formatted.text == expected, formatted.errors.isEmpty, byDoor == expected {
                        counts.same += 1
                    } else if differences.count < 4000 {
                        differences.append("\(language) \(key) \(arguments): MF1 \(expected.debugDescription), MF2 \(formatted.text.debugDescription) \(formatted.errors), by the door \(byDoor.debugDescription)")
                    }
                }
            }
        }
        if let report = ProcessInfo.processInfo.environment["ICUPLURAL_MF2_CORPUS_REPORT"] {
            let text = "\(counts)\n" + differences.joined(separator: "\n") + "\n"
            try text.write(toFile: report, atomically: true, encoding: .utf8)
        }
        #expect(counts.renderings > 0)
        #expect(counts.same == counts.renderings, "\(differences.prefix(10).joined(separator: "\n"))")
    }
}

/// Arguments to render a corpus message with: each argument a plural or ordinal selects on takes
/// numbers that reach every category and exact value; each `select` takes its keywords and one
/// more; the others a word, or a number where they are formatted as numbers.
enum CorpusArguments {
    static let numbers: [MessageArgument] = [0, 1, 2, 3, 4, 5, 7, 11, 12, 21, 22, 25, 100, 101, 1000, 1234567, .decimal(try! PluralDecimal(parsing: "1.5")), .decimal(try! PluralDecimal(parsing: "0.25"))]

    static func sets(for message: LocalizedMessage) -> [[String: MessageArgument]] {
        var numeric: Set<String> = []
        var keywords: [String: [String]] = [:]
        for variable in message.variables.values {
            guard let name = variable.argumentName else { continue }
            if variable.isSelect {
                keywords[name, default: []] += variable.keywordForms.keys.sorted() + ["unlisted"]
            } else {
                numeric.insert(name)
            }
        }
        if case let .text(text) = message.body {
            func visit(_ segments: [FormatSegment]) {
                for segment in segments {
                    if case let .argument(name, style, _) = segment, style != nil { numeric.insert(name) }
                }
            }
            visit(text.segments)
            for variable in message.variables.values {
                for form in variable.forms.values { visit(form.segments) }
                for form in variable.keywordForms.values { visit(form.segments) }
            }
        }
        let count = max(numbers.count, keywords.values.map(\.count).max() ?? 0)
        return (0..<count).map { index in
            var arguments: [String: MessageArgument] = [:]
            for name in message.argumentNames {
                if numeric.contains(name) {
                    arguments[name] = numbers[(index + name.utf8.count) % numbers.count]
                } else if let words = keywords[name] {
                    arguments[name] = .string(words[index % words.count])
                } else {
                    arguments[name] = .string("«\(name)»")
                }
            }
            return arguments
        }
    }
}
