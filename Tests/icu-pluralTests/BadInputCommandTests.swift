import Foundation
import PluralBatch
import Testing

/// Huge and hostile input to the command: a clear error or the right answer, and the batch goes on.
@Suite struct BadInputCommandTests {
    @Test func hugeNumberIsAnErrorForSelectAndBatch() throws {
        let number = String(repeating: "9", count: 1 << 20)
        // Linux refuses a single argument over 128 KiB (E2BIG), so the command line takes 100,000 digits.
        let select = try CommandRunner.run(["en", String(number.prefix(100_000))])
        #expect(select.status != 0)
        #expect(select.standardError.contains("number too long (more than 1000 digits)"))

        let batch = try CommandRunner.run(["batch"], input: "en\t\(number)\nru\t21\n")
        #expect(batch.status == 1)
        let lines = batch.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3)
        #expect(lines[0].hasSuffix("\terror: invalid number '\(String(repeating: "9", count: 40))…': number too long (more than 1000 digits)"))
        #expect(lines[1] == "ru\t21\tone")
    }

    @Test func lineOverTheLimitIsSkippedWithAnError() throws {
        let long = "en\t" + String(repeating: "1", count: BatchLineReader.defaultMaximumLineLength)
        let batch = try CommandRunner.run(["batch"], input: "en\t1\n\(long)\nru\t21\n")
        #expect(batch.status == 1)
        #expect(batch.standardOutput == "en\t1\tone\n\t\terror: line longer than \(BatchLineReader.defaultMaximumLineLength) bytes\nru\t21\tone\n")
    }

    /// Found by comparing the batch command before and after moving its line parsing into PluralBatch:
    /// `--ordinal` with a locale whose language has 12 letters or more ended in SIGSEGV inside ICU.
    @Test func longLanguagesGetRootRulesInBothEngines() throws {
        // The last line came from Fuzz/Targets/BatchLine: characters no subtag has crashed ICU too.
        let input = "aaaaaaaaaaaa\t1\n12345678901234567890.5\t2\n\(String(repeating: "a", count: 10_000))\t3\npt****.\(String(repeating: "*", count: 50))_lt\t1e6\n"
        for engine in ["icu", "swift", "both"] {
            let batch = try CommandRunner.run(["batch", "--ordinal", "--engine", engine], input: input)
            #expect(batch.status == 0, "\(engine): \(batch.standardError.prefix(300))")
            #expect(batch.standardOutput.split(separator: "\n").allSatisfy { $0.hasSuffix("\tother") }, "\(engine)")
        }
        let strict = try CommandRunner.run(["--ordinal", "--strict", "aaaaaaaaaaaa", "1"])
        #expect(strict.status != 0)
        #expect(strict.standardError.contains("no ordinal plural rules for locale 'aaaaaaaaaaaa'"))
    }
}
