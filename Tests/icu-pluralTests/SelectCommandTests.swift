import CLDRPlural
import Foundation
import ICUPlural
@testable import PluralCore
import Testing

@Suite struct SelectCommandTests {
    @Test(arguments: [
        (["en", "1.5"], "other"), (["en", "1"], "one"), (["en", "1.0"], "other"), (["ru", "21"], "one"),
        (["ru", "0"], "many"), (["ar", "0"], "zero"), (["--ordinal", "en", "22"], "two"), (["fr", "1c6"], "many"),
        (["en", "-1"], "one"), (["en", "22", "--ordinal"], "two"), (["select", "pl", "5"], "many"),
    ])
    func printsOnlyTheCategory(arguments: [String], expected: String) throws {
        let result = try CommandRunner.run(arguments)
        #expect(result.status == 0)
        #expect(result.standardOutput == expected + "\n")
        #expect(result.standardError.isEmpty)
    }

    /// The probe's words alone are parsed as `select` without the whole command tree (issue 43): what
    /// it prints, on both streams, and its status are those of `select` named, errors and warnings too.
    @Test(arguments: [["en", "1.5"], ["ru", "1", "5"], ["en", "abc"], ["en", "1", "1,5", "2"], ["xx", "1"], ["en"], ["EN", "2"],
                      ["sr_Latn", "3"], ["fr", "1e6"], ["en", ""], ["de", "1", "--json"], ["ar", "0", "-0", "1.00"]])
    func theProbeMatchesTheNamedSelectCommand(arguments: [String]) throws {
        let probe = try CommandRunner.run(arguments)
        let named = try CommandRunner.run(["select"] + arguments)
        #expect(probe.status == named.status)
        #expect(probe.standardOutput == named.standardOutput)
        #expect(probe.standardError.replacingOccurrences(of: "icu-plural select", with: "icu-plural") == named.standardError.replacingOccurrences(of: "icu-plural select", with: "icu-plural"))
    }

    /// The probe runs without the parser when its first word is a locale with plural data: no
    /// command's name may be one, or the probe would take it.
    @Test func noCommandNameIsALocaleWithPluralData() throws {
        let help = try CommandRunner.run(["--help"]).standardOutput
        let section = try #require(help.range(of: "SUBCOMMANDS:")).upperBound
        let names = help[section...].split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("  "), !line.hasPrefix("   ") else { return nil }
            return line.split(separator: " ").first.map(String.init)
        }
        #expect(names.count >= 10 && names.contains("lint") && names.contains("mf2"), "\(names)")
        for name in names {
            #expect(ICUPluralData.dataLocale(for: name, type: .cardinal) == nil, "\(name)")
            #expect(CLDRPluralData.dataLocale(for: name, type: .cardinal) == nil, "\(name)")
        }
    }

    @Test func severalNumbersPrintOneLineEach() throws {
        let result = try CommandRunner.run(["en", "1", "1.0", "2"])
        #expect(result.standardOutput == "1\tone\n1.0\tother\n2\tother\n")
        #expect(result.status == 0)
    }

    @Test func badNumberAmongOthersFailsButReportsAll() throws {
        let result = try CommandRunner.run(["en", "1", "1,5", "2"])
        #expect(result.status != 0)
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[1].hasPrefix("1,5\terror: invalid number '1,5'"))
    }

    @Test func singleBadNumberNamesItOnStandardError() throws {
        let result = try CommandRunner.run(["en", "abc"])
        #expect(result.status != 0)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.contains("invalid number 'abc'"))
    }

    @Test func jsonOutput() throws {
        let result = try CommandRunner.run(["ru", "1", "5", "--json"])
        struct Report: Decodable {
            struct Item: Decodable { var number: String; var category: String? }
            var locale: String
            var type: String
            var hasPluralData: Bool
            var results: [Item]
        }
        let report = try JSONDecoder().decode(Report.self, from: Data(result.standardOutput.utf8))
        #expect(report.locale == "ru")
        #expect(report.type == "cardinal")
        #expect(report.hasPluralData)
        #expect(report.results.map(\.category) == ["one", "many"])
    }

    @Test func unknownLocaleWarnsAndUsesRoot() throws {
        let result = try CommandRunner.run(["xx", "1"])
        #expect(result.status == 0)
        #expect(result.standardOutput == "other\n")
        #expect(result.standardError.contains("warning: no cardinal plural rules for locale 'xx'"))
        let strict = try CommandRunner.run(["xx", "1", "--strict"])
        #expect(strict.status != 0)
        #expect(strict.standardError.contains("no cardinal plural rules for locale 'xx'"))
    }

    @Test func usageErrorsNameTheBadArgument() throws {
        let missing = try CommandRunner.run(["en"])
        #expect(missing.status != 0)
        #expect(missing.standardError.contains("NUMBER"))
        let unknown = try CommandRunner.run(["en", "1", "--ordinl"])
        #expect(unknown.status != 0)
        #expect(unknown.standardError.contains("--ordinl"))
    }

    @Test func versionNamesPackageICUAndCLDR() throws {
        let result = try CommandRunner.run(["--version"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("icu-plural"))
        #expect(result.standardOutput.contains("ICU 72"))
        #expect(result.standardOutput.contains("CLDR 42"))
    }

    @Test func categoriesListsRulesAndSamples() throws {
        let result = try CommandRunner.run(["categories", "ru"])
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix("one: v = 0 and i % 10 = 1 and i % 100 != 11\n  @integer 1, 21"))
        #expect(result.standardOutput.contains("\nother\n  @decimal 0.0~1.5"))
        let ordinal = try CommandRunner.run(["categories", "en", "--ordinal", "--json"])
        #expect(ordinal.standardOutput.contains(#""condition":"n % 10 = 2 and n % 100 != 12""#))
    }
}

@Suite struct BatchCommandTests {
    @Test func streamsResultsInOrderAndKeepsGoingPastBadLines() throws {
        let input = "en\t1\n# comment\n\nru 21\nen\t1,5\nfr\t1c6\nar\nxx\t1\nen 1 2\n"
        let result = try CommandRunner.run(["batch"], input: input)
        #expect(result.status != 0)
        #expect(result.standardOutput == """
            en\t1\tone
            # comment

            ru\t21\tone
            en\t1,5\terror: invalid number '1,5': unexpected character ',' at offset 1 (expected digits, '.', or an exponent such as c6)
            fr\t1c6\tmany
            ar\t\terror: missing number (expected LOCALE<TAB>NUMBER)
            xx\t1\tother
            en\t1\terror: too many fields (expected LOCALE<TAB>NUMBER)

            """)
        #expect(result.standardError.contains("'xx'"))
    }

    @Test func ordinalBatchAndSuccessStatus() throws {
        let result = try CommandRunner.run(["batch", "--ordinal"], input: "en\t1\nen\t2\nen\t3\nen\t4")
        #expect(result.status == 0)
        #expect(result.standardOutput == "en\t1\tone\nen\t2\ttwo\nen\t3\tfew\nen\t4\tother\n")
    }

    /// Every sample of every locale and type in ICU's data, with negatives, through one batch process.
    @Test(arguments: PluralRuleType.allCases)
    func corpusFromICUSamplesAgreesCompletely(type: PluralRuleType) throws {
        var input = ""
        var expected: [String] = []
        for locale in try ICUPluralData.locales(for: type) {
            for rule in ICUPluralData.rules(forDataLocale: locale, type: type) {
                let samples = try PluralSamples.expand(rule.integerSamples ?? "") + PluralSamples.expand(rule.decimalSamples ?? "")
                for sample in samples {
                    for number in [sample, "-" + sample] {
                        input += "\(locale)\t\(number)\n"
                        expected.append("\(locale)\t\(number)\t\(rule.category)")
                    }
                }
            }
        }
        let result = try CommandRunner.run(type == .ordinal ? ["batch", "--ordinal"] : ["batch"], input: input)
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        #expect(result.status == 0)
        #expect(lines.count == expected.count)
        let disagreements = zip(lines, expected).filter { $0 != $1 }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(5))")
        #expect(expected.count > (type == .cardinal ? 20_000 : 5_000))
    }
}
