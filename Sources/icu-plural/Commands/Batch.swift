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
        commandName: "batch",
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
        // A write error (a full disk, a reader that went away) ends the batch: reading on would never end.
        var writeError: OutputError?
        func process(_ piece: BatchLineReader.Piece) {
            guard writeError == nil else { return }
            do { try processor.process(piece, into: &output) } catch { writeError = error }
        }
        while writeError == nil {
            let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, chunkSize) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            reader.read(chunk[0..<count]) { process($0) }
            if let writeError { throw writeError }
            // Stream: whatever is complete goes out before waiting for more input.
            try output.flush()
        }
        reader.finish { process($0) }
        if let writeError { throw writeError }
        try output.flush()
        if processor.failedLines > 0 { throw ExitCode.failure }
    }
}

/// Selects one batch line at a time, keeping rules for the most recent locales (bounded).
struct BatchProcessor {
    let options: RuleOptions
    private(set) var failedLines = 0
    /// Rules (or the error) per locale, as the library caches them: bounded, the oldest go first.
    private let rulesByLocale = BoundedCache<String, LocaleRules>(capacity: Self.cachedLocales)
    private var warnings = LocaleWarnings()

    /// The most locales whose rules a batch keeps: a stream of distinct locales runs in bounded memory.
    static let cachedLocales = 1_024
    /// Longer locale fields are not kept at all (a line may hold up to 16 MiB).
    static let longestCachedLocale = 256

    init(options: RuleOptions) {
        self.options = options
    }

    mutating func process(_ piece: BatchLineReader.Piece, into output: inout OutputBuffer) throws(OutputError) {
        guard case let .line(line) = piece else {
            failedLines += 1
            try output.append("\t\terror: line longer than \(BatchLineReader.defaultMaximumLineLength) bytes\n")
            return
        }
        try process(line: line, into: &output)
    }

    mutating func process(line: ArraySlice<UInt8>, into output: inout OutputBuffer) throws(OutputError) {
        // Fields are found in place (BatchLine): no array or string per line on the Swift engine's path.
        let localeField: Range<Int>, numberField: Range<Int>?, hasExtraField: Bool
        switch BatchLine(line) {
        case let .verbatim(range):
            try output.append(escaping: line[range])
            try output.append("\n")
            return
        case let .fields(locale, number, extra):
            (localeField, numberField, hasExtraField) = (locale, number, extra)
        }
        try output.append(escaping: line[localeField])
        try output.append("\t")
        if let numberField { try output.append(escaping: line[numberField]) }
        try output.append("\t")
        let result: String
        do {
            guard let numberField, !hasExtraField else {
                throw BatchLineError(numberField == nil ? "missing number (expected LOCALE<TAB>NUMBER)" : "too many fields (expected LOCALE<TAB>NUMBER)")
            }
            let rules = try rules(forLocale: line[localeField])
            // The Swift engine reads the bytes directly; an invalid number takes the general path for its error.
            if let swift = rules.swift, let category = line[numberField].withUnsafeBufferPointer({ swift.category(utf8: $0) }) {
                result = category.rawValue
            } else {
                result = try rules.any.category(forText: String(decoding: line[numberField], as: UTF8.self)).rawValue
            }
        } catch let mismatch as EngineMismatch {
            failedLines += 1
            result = mismatch.description
        } catch {
            failedLines += 1
            result = "error: \(error)"
        }
        try output.append(escaping: result)
        try output.append("\n")
    }

    /// Rules for a locale, with the concrete Swift engine when it is the one in use; or why there are none.
    struct LocaleRules: Sendable {
        var any: any PluralRules
        var swift: CLDRPluralRules?
    }

    /// The previous line's locale: input is often grouped by locale, so most lines skip the cache.
    private var lastLocale: (bytes: [UInt8], rules: Result<LocaleRules, any Error>)?

    private mutating func rules(forLocale bytes: ArraySlice<UInt8>) throws -> LocaleRules {
        if let lastLocale, lastLocale.bytes.elementsEqual(bytes) { return try lastLocale.rules.get() }
        let locale = String(decoding: bytes, as: UTF8.self)
        // An error is not cached (the library's caches keep only values): a bad locale is rare and cheap.
        let result: Result<LocaleRules, any Error>
        do {
            if bytes.count <= Self.longestCachedLocale {
                result = .success(try rulesByLocale.value(for: locale) { try localeRules(locale) })
            } else {
                result = .success(try localeRules(locale))
            }
        } catch {
            result = .failure(error)
        }
        lastLocale = bytes.count <= Self.longestCachedLocale ? (Array(bytes), result) : nil
        return try result.get()
    }

    private mutating func localeRules(_ locale: String) throws -> LocaleRules {
        let rules = try options.rules(for: locale, warnings: &warnings)
        return LocaleRules(any: rules, swift: rules as? CLDRPluralRules)
    }
}

struct BatchLineError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
