import Foundation
import Testing

/// The result of running the built `icu-plural` binary.
private struct CommandResult {
    var status: Int32
    var output: String
    var error: String

    static func run(arguments: [String]) throws -> CommandResult {
        let result = try CommandRunner.run(arguments)
        return CommandResult(status: result.status, output: result.standardOutput, error: result.standardError)
    }
}

@Suite("icu-plural format")
struct FormatCommandTests {
    @Test(arguments: [
        (["--language", "ru", "--fraction-digits", "0", "1.1"], "1\tone"),
        (["--language", "en", "--fraction-digits", "1", "1"], "1.0\tother"),
        (["--language", "en", "--locale", "ru_RU", "1.5"], "1,5\tother"),
        (["--language", "ru", "--locale", "en_US", "5"], "5\tmany"),
        (["--language", "ar", "--locale", "ar-u-nu-arab", "11"], "١١\tmany"),
        (["--language", "en", "--significant-digits", "2", "1.04"], "1.0\tother"),
        (["--language", "en", "--skeleton", "precision-increment/0.5", "1.2"], "1.0\tother"),
        (["--language", "en", "--spellout", "42"], "forty-two\tother"),
        (["--language", "en", "--spellout", "--ordinal", "2"], "second\ttwo"),
        (["--language", "fr", "--compact", "1100000"], "1,1\u{A0}M\tmany"),
        (["--language", "en", "1.50"], "1.50\tother"),
        (["--language", "en", "-1"], "-1\tone"),
        (["--language", "ru", "--fraction-digits", "0", "-1.1"], "-1\tone"),
        (["--language", "en", "--ordinal", "23"], "23\tfew"),
    ])
    func formats(_ arguments: [String], _ expected: String) throws {
        let result = try CommandResult.run(arguments: ["format"] + arguments)
        #expect(result.status == 0)
        #expect(result.output == expected + "\n")
    }

    @Test func json() throws {
        let result = try CommandResult.run(arguments: ["format", "--language", "en", "--locale", "de_DE", "--json", "1234.5"])
        #expect(result.status == 0)
        #expect(result.output == #"{"category":"other","formatted":"1.234,5","language":"en","locale":"de_DE","number":"1234.5"}"# + "\n")
    }

    @Test(arguments: [
        (["--language", "en", "--fraction-digits", "1", "--skeleton", ".0", "1"], "--fraction-digits, --skeleton"),
        (["--language", "en", "--fraction-digits", "1", "--significant-digits", "2", "1"], "--fraction-digits, --significant-digits"),
        (["--language", "en", "--spellout", "--compact", "1"], "--spellout or --compact"),
        (["--language", "en", "--spellout", "--locale", "ru", "1"], "--locale has no effect with --spellout"),
        (["--language", "en"], "Missing the NUMBER"),
        (["--language", "en", "1", "2"], "Expected one NUMBER"),
    ])
    func conflictingOptions(_ arguments: [String], _ message: String) throws {
        let result = try CommandResult.run(arguments: ["format"] + arguments)
        #expect(result.status == 64)
        #expect(result.error.contains(message))
        #expect(result.output.isEmpty)
    }

    @Test func errorsNameTheirCause() throws {
        let skeleton = try CommandResult.run(arguments: ["format", "--language", "en", "--skeleton", "no-such-stem", "1"])
        #expect(skeleton.status != 0)
        #expect(skeleton.error.contains("unumf_openForSkeletonAndLocale"))
        let number = try CommandResult.run(arguments: ["format", "--language", "en", "1,5"])
        #expect(number.status != 0)
        #expect(number.error.contains("invalid number '1,5'"))
        let precision = try CommandResult.run(arguments: ["format", "--language", "en", "--fraction-digits=-1", "1"])
        #expect(precision.status != 0)
        #expect(precision.error.contains("invalid precision"))
    }
}

@Suite("icu-plural range")
struct RangeCommandTests {
    @Test(arguments: [
        (["en", "1", "2"], "other"),
        (["ru", "1", "2"], "few"),
        (["ru", "1", "5"], "many"),
        (["ru", "2", "21"], "one"),
        (["fr", "0", "1"], "one"),
        (["ar", "0", "1"], "zero"),
        (["pl", "0.0", "0.1"], "other"),
    ])
    func category(_ arguments: [String], _ expected: String) throws {
        let result = try CommandResult.run(arguments: ["range"] + arguments)
        #expect(result.status == 0)
        #expect(result.output == expected + "\n")
    }

    @Test func json() throws {
        let result = try CommandResult.run(arguments: ["range", "ru", "-5", "-1", "--json"])
        #expect(result.status == 0)
        #expect(result.output == #"{"category":"one","end":"-1","formatted":"-5 – -1","language":"ru","locale":"ru","start":"-5"}"# + "\n")
    }

    @Test func needsTwoNumbers() throws {
        let result = try CommandResult.run(arguments: ["range", "en", "1"])
        #expect(result.status == 64)
        #expect(result.error.contains("Expected START and END"))
    }
}
