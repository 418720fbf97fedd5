@testable import CLDRPlural
import Foundation
import ICUPlural
@testable import PluralCore
import Testing

/// `--engine icu|swift|both`, run through the built `icu-plural` binary.
@Suite struct EngineOptionTests {
    struct Run {
        var status: Int32
        var output: String
        var errors: String
    }

    static func run(_ arguments: [String], input: String = "") throws -> Run {
        let result = try CommandRunner.run(arguments, input: input)
        return Run(status: result.status, output: result.standardOutput, errors: result.standardError)
    }

    @Test(arguments: [
        (["en", "1.0", "--engine", "swift"], "other\n", Int32(0)),
        (["en", "1", "--engine", "swift"], "one\n", 0),
        (["scn", "1c6", "--engine", "swift"], "many\n", 0),
        (["scn", "1c6"], "other\n", 0),
        (["scn", "1c6", "--engine", "both"], "icu=other swift=many\n", 1),
        (["ru", "1", "2", "5", "--engine", "both"], "1\tone\n2\tfew\n5\tmany\n", 0),
        (["en", "2", "--ordinal", "--engine", "both"], "two\n", 0),
        (["sgs", "2", "--engine", "both"], "icu=other swift=two\n", 1),
    ])
    func selectsWithTheChosenEngine(arguments: [String], expected: String, status: Int32) throws {
        let run = try Self.run(arguments)
        #expect(run.output == expected)
        #expect(run.status == status)
    }

    @Test func rejectsAnUnknownEngine() throws {
        let run = try Self.run(["en", "1", "--engine", "cldr"])
        #expect(run.status != 0)
        #expect(run.errors.contains("icu"))
    }

    @Test func categoriesWithBothListsTheDifferences() throws {
        let same = try Self.run(["categories", "ru", "--engine", "both"])
        #expect(same.status == 0)
        let changed = try Self.run(["categories", "scn", "--engine", "both"])
        #expect(changed.status == 1)
        #expect(changed.output.contains("engines differ:\n  categories: icu=one,other swift=one,many,other\n"))
    }

    /// Every CLDR 48 sample of every locale and type through `batch --engine swift`: 100% agreement.
    @Test(arguments: PluralRuleType.allCases)
    func batchWithSwiftSelectsEveryCLDR48Sample(type: PluralRuleType) throws {
        var input = ""
        var expected = ""
        for locale in CLDRPluralData.locales(for: type) {
            for rule in CLDRPluralData.rules(forDataLocale: locale, type: type) {
                for sample in try PluralSamples.expand(rule.integerSamples ?? "") + PluralSamples.expand(rule.decimalSamples ?? "") {
                    input += "\(locale)\t\(sample)\n"
                    expected += "\(locale)\t\(sample)\t\(rule.category)\n"
                }
            }
        }
        let run = try Self.run(["batch", "--engine", "swift"] + (type == .ordinal ? ["--ordinal"] : []), input: input)
        #expect(run.status == 0)
        #expect(run.output == expected)
    }

    /// ICU's own samples in every locale whose rules CLDR 48 did not change: `batch --engine both` finds no difference.
    @Test(arguments: PluralRuleType.allCases)
    func batchWithBothAgreesWhereRulesDidNotChange(type: PluralRuleType) throws {
        let changed: Set<String> = ["blo", "csw", "cv", "ie", "kok", "kok_Latn", "lld", "scn", "sgs"]
        var input = ""
        var lines = 0
        for locale in try ICUPluralData.locales(for: type) where !changed.contains(locale) {
            for rule in ICUPluralData.rules(forDataLocale: locale, type: type) {
                for sample in try PluralSamples.expand(rule.integerSamples ?? "") + PluralSamples.expand(rule.decimalSamples ?? "") {
                    input += "\(locale)\t\(sample)\n"
                    lines += 1
                }
            }
        }
        let run = try Self.run(["batch", "--engine", "both"] + (type == .ordinal ? ["--ordinal"] : []), input: input)
        #expect(run.status == 0, "\(run.output.split(separator: "\n").filter { $0.contains("icu=") }.prefix(10))")
        #expect(run.output.split(separator: "\n").count == lines)
        #expect(!run.output.contains("icu="))
    }

    @Test func batchWithBothReportsDifferencesAndFails() throws {
        let run = try Self.run(["batch", "--engine", "both"], input: "en\t1\nscn\t1c6\nru\t3\n")
        #expect(run.output == "en\t1\tone\nscn\t1c6\ticu=other swift=many\nru\t3\tfew\n")
        #expect(run.status == 1)
    }
}
