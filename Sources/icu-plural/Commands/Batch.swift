import ArgumentParser
import CLDRPlural
import PluralBatch
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
            batch goes on; with --engine both, a number the engines disagree on writes \
            LOCALE<TAB>NUMBER<TAB>icu=CATEGORY swift=CATEGORY. The exit status is 1 if any line failed. Empty lines and lines starting \
            with # are copied unchanged.
            """
    )

    @OptionGroup var options: RuleOptions

    func run() throws {
        var processor = BatchProcessor(options: options)
        var output = OutputBuffer()
        var reader = BatchLineReader()
        let chunkSize = 1 << 16
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, chunkSize) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            reader.read(chunk[0..<count]) { processor.process($0, into: &output) }
            // Stream: whatever is complete goes out before waiting for more input.
            output.flush()
        }
        reader.finish { processor.process($0, into: &output) }
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

    mutating func process(_ piece: BatchLineReader.Piece, into output: inout OutputBuffer) {
        guard case let .line(line) = piece else {
            failedLines += 1
            output.append("\t\terror: line longer than \(BatchLineReader.defaultMaximumLineLength) bytes\n")
            return
        }
        process(line: line, into: &output)
    }

    mutating func process(line: ArraySlice<UInt8>, into output: inout OutputBuffer) {
        // Fields are found in place (BatchLine): no array or string per line on the Swift engine's path.
        let localeField: Range<Int>, numberField: Range<Int>?, hasExtraField: Bool
        switch BatchLine(line) {
        case let .verbatim(range):
            output.append(bytes: line[range])
            output.append("\n")
            return
        case let .fields(locale, number, extra):
            (localeField, numberField, hasExtraField) = (locale, number, extra)
        }
        output.append(bytes: line[localeField])
        output.append("\t")
        if let numberField { output.append(bytes: line[numberField]) }
        output.append("\t")
        do {
            guard let numberField, !hasExtraField else {
                throw BatchLineError(numberField == nil ? "missing number (expected LOCALE<TAB>NUMBER)" : "too many fields (expected LOCALE<TAB>NUMBER)")
            }
            let rules = try rules(forLocale: line[localeField])
            // The Swift engine reads the bytes directly; an invalid number takes the general path for its error.
            if let swift = rules.swift, let category = line[numberField].withUnsafeBufferPointer({ swift.category(utf8: $0) }) {
                output.append(category.rawValue)
            } else {
                output.append(try rules.any.category(forText: String(decoding: line[numberField], as: UTF8.self)).rawValue)
            }
        } catch let mismatch as EngineMismatch {
            failedLines += 1
            output.append(mismatch.description)
        } catch {
            failedLines += 1
            output.append("error: \(error)")
        }
        output.append("\n")
    }

    /// Rules for a locale, with the concrete Swift engine when it is the one in use.
    private struct LocaleRules {
        var any: any PluralRules
        var swift: CLDRPluralRules?
    }

    /// The previous line's locale: input is often grouped by locale, so most lines skip the dictionary.
    private var lastLocale: (bytes: [UInt8], rules: Result<LocaleRules, any Error>)?

    private mutating func rules(forLocale bytes: ArraySlice<UInt8>) throws -> LocaleRules {
        if let lastLocale, lastLocale.bytes.elementsEqual(bytes) { return try lastLocale.rules.get() }
        let locale = String(decoding: bytes, as: UTF8.self)
        let result: Result<LocaleRules, any Error>
        if let cached = rulesByLocale[locale] {
            result = cached.map { LocaleRules(any: $0, swift: $0 as? CLDRPluralRules) }
        } else {
            let created = Result { () throws -> any PluralRules in try options.rules(for: locale, warnings: &warnings) }
            rulesByLocale[locale] = created
            result = created.map { LocaleRules(any: $0, swift: $0 as? CLDRPluralRules) }
        }
        lastLocale = (Array(bytes), result)
        return try result.get()
    }
}

struct BatchLineError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
