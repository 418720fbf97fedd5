import ArgumentParser
import Foundation
import PluralCore

/// The command's exit statuses (README, "The command"): the same for every subcommand.
enum ExitStatus {
    /// Everything went well.
    static let success: Int32 = 0
    /// Findings (lint errors, engines that differ) or bad data (a number, a locale, a file).
    static let failure: Int32 = 1
    /// A usage error: an unknown option or command, a missing or malformed argument (sysexits EX_USAGE).
    static let usage: Int32 = 64
    /// Standard output (or `preview`'s output file) could not be written (sysexits EX_IOERR).
    static let outputFailed: Int32 = 74
}

/// A command whose `--json` output also carries its errors.
protocol JSONReporting {
    var json: Bool { get }
}

/// A failure of the whole command as `--json` prints it: `{"error":"…","status":1}`.
struct ErrorReport: Encodable {
    var error: String
    var status: Int32
}

/// One line of JSON with sorted keys: every command's `--json` output.
func reportJSON(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
}

extension ICUPluralCommand {
    /// Runs a parsed command and ends the process with the status of ``ExitStatus``: one error style
    /// (`error: …` on standard error, or `{"error":…}` with `--json`) for every command.
    static func runAndExit(_ arguments: [String]? = nil) -> Never {
        let command: any ParsableCommand
        do {
            command = try parseAsRoot(arguments)
        } catch {
            finish(error, json: false)
        }
        execute(command)
    }

    /// Runs a parsed command and ends the process with the status of ``ExitStatus``.
    static func execute(_ parsed: any ParsableCommand) -> Never {
        var command = parsed
        execute(json: (command as? JSONReporting)?.json ?? false) { try command.run() }
    }

    /// Runs a command's work and ends the process with the status of ``ExitStatus``.
    static func execute(json: Bool, _ work: () throws -> Void) -> Never {
        do {
            try work()
            Foundation.exit(ExitStatus.success)
        } catch {
            finish(error, json: json)
        }
    }

    private static func finish(_ error: any Error, json: Bool) -> Never {
        switch error {
        case let exit as ExitCode:
            // The command has reported what failed (lines, findings).
            Foundation.exit(exit.rawValue)
        case let output as OutputError:
            StandardError.write("error: \(output)")
            Foundation.exit(ExitStatus.outputFailed)
        default:
            break
        }
        let code = exitCode(for: error)
        if code == .success {
            // --help and --version.
            do {
                try StandardOutput.verbatimLine(fullMessage(for: error))
            } catch {
                StandardError.write("error: \(error)")
                Foundation.exit(ExitStatus.outputFailed)
            }
            Foundation.exit(ExitStatus.success)
        }
        let status = code == .validationFailure ? ExitStatus.usage : ExitStatus.failure
        // ArgumentParser writes "Error: …" followed by the usage; the message comes first either way. The
        // message is one line (a value echoed in it may hold a newline, which must not forge a line), the
        // usage after it lines of their own; each is escaped where it is written.
        let summary = "\(error)"
        var lines = [summary]
        if code == .validationFailure {
            let full = fullMessage(for: error)
            let stated = message(for: error)
            lines = [stated]
            if let range = full.range(of: stated) {
                lines += full[range.upperBound...].split(separator: "\n", omittingEmptySubsequences: false).dropFirst().map(String.init)
            }
        }
        if lines[0].hasPrefix("Error: ") { lines[0].removeFirst("Error: ".count) }
        if json {
            if (try? StandardOutput.verbatimLine((try? reportJSON(ErrorReport(error: lines[0], status: status))) ?? "{}")) == nil {
                Foundation.exit(ExitStatus.outputFailed)
            }
        } else {
            StandardError.write(lines: ["error: " + lines[0]] + lines.dropFirst())
        }
        Foundation.exit(status)
    }
}

// `lint --json` reports its errors as JSON too (Lint.swift belongs to the lint command's owners).
extension Lint: JSONReporting {}
