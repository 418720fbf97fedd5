import Foundation
import PluralBatch
@testable import PluralMessages
import Testing
import TestSupport

/// The conventions every command shares: `error: …` on standard error (or JSON with `--json`), exit
/// status 0 ok, 1 findings or bad data, 64 usage, 74 output that could not be written.
@Suite struct CommandConventionsTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("PluralMessagesTests/Fixtures")

    /// With standard output on a full disk every command exited 0 having written nothing.
    @Test(arguments: [
        ["en", "1"], ["en", "1", "2"], ["ru", "5", "--json"], ["ru", "5", "--forms", "one,few,many,other"],
        ["categories", "ru"], ["categories", "ru", "--json"], ["format", "--language", "en", "1.5"],
        ["format", "--language", "en", "--json", "1.5"], ["range", "en", "1", "2"], ["--version"], ["--help"], ["batch"],
        ["render", fixtures.appendingPathComponent("Tables").path, "runs_completed", "1", "3", "--language", "en"],
        ["lint", fixtures.appendingPathComponent("Lint/Mistakes").path],
    ])
    func aFullDiskEndsEveryCommand(arguments: [String]) throws {
        let result = try CommandRunner.run(arguments, input: "en\t1\nru\t5\n", standardOutputPath: "/dev/full")
        #expect(result.status == 74, "\(result.standardError)")
        #expect(result.standardError.contains("error: cannot write to standard output: No space left on device"))
    }

    /// The help of render, lint and convert named four of the nine formats they read: each command
    /// that reads message files names every format of the registry, and convert every one it writes.
    @Test(arguments: ["render", "lint", "keys", "preview", "convert"])
    func helpNamesEveryFormat(command: String) throws {
        let result = try CommandRunner.run([command, "--help"])
        let help = result.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for format in FileFormats.standard.formats {
            guard let description = format.fileDescription else { continue }
            let named = help.contains(description)
            #expect(named, "\(command) --help does not name \(description)")
        }
        if command == "convert" {
            for written in MessageFileFormat.allCases {
                let described = help.contains("--to \(written.rawValue) writes")
                #expect(described, "convert --help does not say what --to \(written) writes")
            }
        }
    }

    /// `batch` dropped EPIPE: with SIGPIPE ignored, `producer | icu-plural batch | head -1` never ended.
    @Test func batchStopsWhenItsReaderGoesAway() throws {
        let errors = TestFolders.root.appendingPathComponent("batch-epipe-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: errors) }
        let script = #"trap "" PIPE; yes $'en\t1' 2>/dev/null | "$0" batch 2>"$1" | head -1; echo "batch=${PIPESTATUS[1]}""#
        // `timeout` ends the pipeline if the batch ignored the closed pipe (it used to run for ever).
        let result = try runProcess("/usr/bin/timeout", ["120", "/bin/bash", "-c", script, CommandRunner.executable.path, errors.path])
        #expect(result.output == "en\t1\tone\nbatch=74\n")
        #expect(try String(contentsOf: errors, encoding: .utf8).contains("error: cannot write to standard output: Broken pipe"))
    }

    @Test(arguments: [
        (["en", "abc"], 1, "error: invalid number 'abc'"),
        (["--strict", "xx", "1"], 1, "error: no cardinal plural rules for locale 'xx'"),
        (["format", "--language", "en", "--skeleton", "scale/1e99999999", "1"], 1, "(PluralPrecision.maximumMagnitude)"),
        (["en", "0.1c1"], 1, "error: invalid number '0.1c1': a compact exponent needs a mantissa from 1 to 999"),
        (["format", "--language", "en"], 64, "error: Missing the NUMBER to format."),
        (["categories"], 64, "error: Missing expected argument '<locale>'"),
        (["range", "en", "1"], 64, "error: Expected START and END"),
        (["--engine", "bogus", "en", "1"], 64, "error: The value 'bogus' is invalid for '--engine <engine>'"),
        (["format", "--language", "en", "--fraction-digits", "x", "1"], 64, "error: The value 'x' is invalid"),
        (["catgories", "ru"], 64, "did you mean 'categories'?"),
        (["rnage", "en", "1", "2"], 64, "did you mean 'range'?"),
        (["lnit"], 64, "did you mean 'lint'?"),
    ] as [([String], Int32, String)])
    func exitStatusAndErrorStyle(arguments: [String], status: Int32, message: String) throws {
        let result = try CommandRunner.run(arguments)
        #expect(result.status == status, "\(result.standardError)")
        #expect(result.standardError.contains(message), "\(result.standardError)")
        #expect(result.standardOutput.isEmpty)
        #expect(!result.standardError.contains("Error:"))
    }

    @Test(arguments: [
        (["english", "1"], "did you mean 'en' (English)?"),
        (["Russian", "5"], "did you mean 'ru' (Russian)?"),
        (["russain", "5"], "did you mean 'ru' (Russian)?"),
        (["categories", "portugese"], "did you mean 'pt' (Portuguese)?"),
        (["format", "--language", "en", "--locale", "germn", "1"], "no number formatting data for locale 'germn'; using root's digits and separators; did you mean 'de' (German)?"),
        (["range", "polish", "1", "2"], "did you mean 'pl' (Polish)?"),
    ])
    func misspelledLocalesGetASuggestion(arguments: [String], warning: String) throws {
        let result = try CommandRunner.run(arguments)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.hasPrefix("warning: "))
        #expect(result.standardError.contains(warning), "\(result.standardError)")
    }

    @Test func unknownLocalesWithoutACloseNameGetNoSuggestion() throws {
        for arguments in [["xx", "1"], ["qq-x-private", "1"], ["format", "--language", "en", "--locale", "xx_YY", "1"]] {
            let result = try CommandRunner.run(arguments)
            #expect(result.status == 0)
            #expect(result.standardError.hasPrefix("warning: "), "\(arguments)")
            #expect(!result.standardError.contains("did you mean"), "\(arguments)")
        }
    }

    /// With `--json`, a failed command prints its error as JSON on standard output, and nothing else.
    @Test(arguments: [
        ["format", "--language", "en", "--skeleton", "scale/1e99999999", "--json", "1"],
        ["--strict", "xx", "1", "--json"],
        ["categories", "xx", "--strict", "--json"],
        ["range", "en", "1", "abc", "--json"],
    ])
    func jsonCarriesErrors(arguments: [String]) throws {
        let result = try CommandRunner.run(arguments)
        #expect(result.status == 1)
        #expect(result.standardError.isEmpty, "\(result.standardError)")
        let report = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        #expect((report?["error"] as? String)?.isEmpty == false)
        #expect(report?["status"] as? Int == 1)
    }

    @Test func versionNamesBothEnginesData() throws {
        let result = try CommandRunner.run(["--version"])
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix("icu-plural 0.3.0 (ICU engine: ICU 72"))
        #expect(result.standardOutput.contains(", CLDR 42"))
        #expect(result.standardOutput.contains("Swift engine: CLDR 48"))
    }

    /// A NUL was cut off on the way to ICU: `ru\0zz` was Russian in ICU and unknown in the Swift engine.
    @Test(arguments: ["icu", "swift", "both"])
    func controlCharactersInBatchLocalesAreErrors(engine: String) throws {
        let result = try CommandRunner.run(["batch", "--engine", engine], input: "ru\u{0}zz\t1\nen\u{1B}[2J\t1\nru\t1\n")
        #expect(result.status == 1)
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0].hasSuffix("\terror: invalid locale identifier 'ru\\u{0}zz': control character at UTF-8 offset 2"))
        #expect(lines[1].hasSuffix("\terror: invalid locale identifier 'en\\u{1B}[2J': control character at UTF-8 offset 2"))
        #expect(lines[2] == "ru\t1\tone")
    }

    /// `batch` kept every locale it saw: 1,000,000 lines with distinct private-use locales peaked at
    /// 1.36 GB. 60,000 such lines grew it to about 86 MB; bounded, it stays near its start-up size.
    @Test func batchOverDistinctLocalesRunsInBoundedMemory() throws {
        let lines = (0..<60_000).map { "qq-x-\($0)\t1\n" }.joined()
        let input = TestFolders.root.appendingPathComponent("batch-locales-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: input) }
        try Data(lines.utf8).write(to: input)
        let process = Process()
        process.executableURL = CommandRunner.executable
        process.arguments = ["batch", "--engine", "swift"]
        process.standardInput = try FileHandle(forReadingFrom: input)
        process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let errorText = DrainedPipe(errors.fileHandleForReading)
        var peak = 0
        while process.isRunning {
            peak = max(peak, peakResidentKiB(of: process.processIdentifier) ?? 0)
            usleep(20_000)
        }
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(peak > 0 && peak < 60 << 10, "peak resident set \(peak) KiB")
        // One warning per locale up to the limit, then one line that says no more come.
        let warnings = errorText.finish().split(separator: "\n")
        #expect(warnings.count == 1_001)
        #expect(warnings.last == "warning: more than 1000 locales without plural rules; no more are reported")
    }
}

/// VmHWM of a running process, in KiB.
private func peakResidentKiB(of pid: Int32) -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
          let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return nil }
    return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
}

/// Runs a program and returns its standard output and status.
private func runProcess(_ path: String, _ arguments: [String]) throws -> (output: String, status: Int32) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (String(decoding: data, as: UTF8.self), process.terminationStatus)
}

/// Reads a pipe to its end on its own thread.
private final class DrainedPipe: @unchecked Sendable {
    // @unchecked: `data` is written by the reader thread only, and read after `done` is signalled.
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread {
            self.data = handle.readDataToEndOfFile()
            self.done.signal()
        }.start()
    }

    func finish() -> String {
        done.wait()
        return String(decoding: data, as: UTF8.self)
    }
}
