import ArgumentParser
import PluralCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `icu-plural batch`: LOCALE<TAB>NUMBER lines in, LOCALE<TAB>NUMBER<TAB>CATEGORY lines out.
struct Batch: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Select categories for LOCALE<TAB>NUMBER lines read from standard input.",
        discussion: """
            Writes LOCALE<TAB>NUMBER<TAB>CATEGORY for each line, in order, as input arrives. Fields may be \
            separated by tabs or spaces. A bad line writes LOCALE<TAB>NUMBER<TAB>error: REASON and the \
            batch goes on; the exit status is 1 if any line failed. Empty lines and lines starting \
            with # are copied unchanged.
            """
    )

    @OptionGroup var options: RuleOptions

    func run() throws {
        var processor = BatchProcessor(options: options)
        var output = OutputBuffer()
        var pending: [UInt8] = []
        let chunkSize = 1 << 16
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, chunkSize) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            pending.append(contentsOf: chunk[0..<count])
            var lineStart = 0
            while let newline = pending[lineStart...].firstIndex(of: UInt8(ascii: "\n")) {
                processor.process(line: pending[lineStart..<newline], into: &output)
                lineStart = newline + 1
            }
            pending.removeFirst(lineStart)
            // Stream: whatever is complete goes out before waiting for more input.
            output.flush()
        }
        if !pending.isEmpty { processor.process(line: pending[...], into: &output) }
        output.flush()
        if processor.failedLines > 0 { throw ExitCode.failure }
    }
}

/// Selects one batch line at a time, keeping rules per locale for the whole run.
struct BatchProcessor {
    let options: RuleOptions
    private(set) var failedLines = 0
    private var rulesByLocale: [String: Result<any PluralRules, any Error>] = [:]
    private var warnings = Set<String>()

    init(options: RuleOptions) {
        self.options = options
    }

    mutating func process(line rawLine: ArraySlice<UInt8>, into output: inout OutputBuffer) {
        var line = rawLine
        if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
        if line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) || line.first == UInt8(ascii: "#") {
            output.append(bytes: line)
            output.append("\n")
            return
        }
        let fields = line.split(whereSeparator: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
        let locale = String(decoding: fields[0], as: UTF8.self)
        let number = fields.count > 1 ? String(decoding: fields[1], as: UTF8.self) : ""
        output.append(locale)
        output.append("\t")
        output.append(number)
        output.append("\t")
        do {
            guard fields.count == 2 else {
                throw BatchLineError(fields.count < 2 ? "missing number (expected LOCALE<TAB>NUMBER)" : "too many fields (expected LOCALE<TAB>NUMBER)")
            }
            let category = try rules(for: locale).category(forText: number)
            output.append(category.rawValue)
        } catch {
            failedLines += 1
            output.append("error: \(error)")
        }
        output.append("\n")
    }

    private mutating func rules(for locale: String) throws -> any PluralRules {
        if let cached = rulesByLocale[locale] { return try cached.get() }
        let result = Result { () throws -> any PluralRules in try options.rules(for: locale, warnings: &warnings) }
        rulesByLocale[locale] = result
        return try result.get()
    }
}

struct BatchLineError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
