@testable import CLDRPlural
import Foundation
@testable import ICUPlural
@testable import PluralCore
@testable import PluralMessages
import Synchronization
import Testing

/// Runs `body` on a thread with a small stack (as a server's worker threads may have) and returns
/// its result: a pattern that overflowed ICU's recursion would end the process here.
func onSmallStack<T: Sendable>(_ stackSize: Int = 256 * 1024, _ body: @escaping @Sendable () -> T) -> T {
    let result = Mutex<T?>(nil)
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        let value = body()
        result.withLock { $0 = value }
        done.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    done.wait()
    return result.withLock { $0! }
}

/// Nesting is bounded as ICU's `MessagePattern` parses it: `'#` quotes only inside `plural` and
/// `selectordinal`, so `'#` followed by 6,000 nested `select`s was read as quoted text by the old
/// check and crashed ICU (SIGSEGV in libicui18n).
@Suite struct MessageFormatNestingTests {
    static func nested(_ count: Int, prefix: String = "", open: String = "{a,select,other{", inner: String = "x") -> String {
        prefix + String(repeating: open, count: count) + inner + String(repeating: "}}", count: count)
    }

    static let hostile: [String] = [
        nested(3_000, prefix: "'#"),
        nested(3_000, prefix: "'|"),
        nested(3_000, prefix: "{n,plural,other{'#'}}'#"),
        nested(3_000, open: "{a,select,other{'#"),
        nested(3_000, open: "{a,select,other{x'y"),
        nested(2_000, open: "{n,plural,other{'#'"),
        nested(2_000, open: "{n,choice,0#'#"),
        nested(2_000, open: "{n,selectordinal,other{''"),
        nested(2_000, prefix: "'{'", open: "{n,selectordinal,other{'}'"),
    ]

    /// Quoting that hides the braces: no nesting at all, as ICU reads it (the text is quoted).
    @Test func quotedBracesAreText() throws {
        let quoted = Self.nested(3_000, prefix: "'", open: "{a,select,other{''")
        #expect(MessageFormatLimits.nestingDepth(of: quoted) == 0)
        #expect(try ICUMessageFormat(quoted, localeIdentifier: "en").icuNestingDepth == 0)
    }

    @Test(arguments: hostile)
    func deepNestingIsAnErrorOnASmallStack(pattern: String) {
        #expect(pattern.unicodeScalars.count <= MessageFormatLimits.maximumLength)
        let outcome = onSmallStack {
            Result { () throws(ICUMessageFormatError) in try ICUMessageFormat(pattern, localeIdentifier: "en").format(["a": "q", "n": 1]) }
        }
        #expect(throws: ICUMessageFormatError.nestingTooDeep(maximum: MessageFormatLimits.maximumNestingDepth)) { try outcome.get() }
    }

    @Test func theDeepestAcceptedMessageFormatsOnASmallStack() throws {
        let limit = MessageFormatLimits.maximumNestingDepth
        let deepest = Self.nested(limit, open: "{n,plural,other{'#'#", inner: "")
        let text = onSmallStack { Result { () throws(ICUMessageFormatError) in try ICUMessageFormat(deepest, localeIdentifier: "en").format(["n": 7]) } }
        #expect(try text.get() == String(repeating: "#7", count: limit))
        #expect(throws: ICUMessageFormatError.nestingTooDeep(maximum: limit)) {
            try ICUMessageFormat(Self.nested(limit + 1, open: "{n,plural,other{'#'#", inner: ""), localeIdentifier: "en")
        }
        // Braces of simple arguments and quoted braces are no nesting.
        let flat = String(repeating: "{a} '{' {b, number, '{'} ", count: 200)
        #expect(try ICUMessageFormat(flat, localeIdentifier: "en").icuNestingDepth == 0)
    }

    /// The Swift parser at the deepest nesting both engines accept, and on the hostile patterns, on the
    /// same 256 KiB stack (it needed more than that for 32 levels in a debug build until a choice's
    /// options were parsed outside the argument's frame). The Swift renderer needs about 30 KiB a level
    /// in a debug build: it renders the deepest message on a 1 MiB stack.
    @Test func theSwiftEngineHandlesTheDeepestAccepted() throws {
        let limit = MessageFormatLimits.maximumNestingDepth
        let deepest = Self.nested(limit, open: "{n,plural,other{'#'#", inner: "")
        let parsed = onSmallStack { (try? MessageFormatPattern(parsing: deepest))?.argumentNames }
        #expect(parsed == ["n"])
        let rendered = onSmallStack(1 << 20) {
            Result { () throws(MessageError) in
                try MessageRenderer(rulesProvider: CLDRPluralRulesProvider())
                    .render(LocalizedMessage(key: "k", language: "en", messageFormat: deepest), arguments: .named(["n": .integer(7)])).text
            }
        }
        #expect(try rendered.get() == String(repeating: "#7", count: limit))
        for pattern in Self.hostile {
            let outcome = onSmallStack { Result { () throws(MessageFormatSyntaxError) in try MessageFormatPattern(parsing: pattern) } }
            #expect(throws: MessageFormatSyntaxError.self) { try outcome.get() }
            // `choice` is not read by the Swift parser at all.
            if case let .failure(error) = outcome { #expect(error.kind == (pattern.contains("choice") ? .unsupported : .bound), "\(error)") }
        }
    }

    @Test func oneLimitForBothEngines() {
        #expect(ICUMessageFormat.maximumNestingDepth == MessageFormatLimits.maximumNestingDepth)
        #expect(ICUMessageFormat.maximumPatternLength == MessageFormatLimits.maximumLength)
        let long = String(repeating: "é", count: MessageFormatLimits.maximumLength + 1)
        #expect(throws: ICUMessageFormatError.patternTooLong(length: long.unicodeScalars.count, maximum: MessageFormatLimits.maximumLength)) {
            try ICUMessageFormat(long, localeIdentifier: "en")
        }
        #expect((try? ICUMessageFormat(String(long.dropLast()), localeIdentifier: "en")) != nil)
    }

    /// The pre-check counts what ICU itself parses: random patterns with quoting in every context,
    /// compared with the deepest `MSG_START` of ICU's own `MessagePattern` wherever ICU accepts them.
    @Test func theCountIsICUsOwn() throws {
        var generator = PatternGenerator(seed: 0x5EED)
        var compared = 0
        for _ in 0..<3_000 {
            let pattern = generator.message(depth: 0, parent: "")
            guard let format = try? ICUMessageFormat(pattern, localeIdentifier: "en") else { continue }
            compared += 1
            #expect(MessageFormatLimits.nestingDepth(of: pattern) == format.icuNestingDepth, "\(pattern)")
        }
        #expect(compared > 500)
    }
}

/// Random MessageFormat text built from pieces that quote, or not, depending on where they stand.
struct PatternGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next(_ bound: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int((state >> 33) % UInt64(bound))
    }

    static let pieces = ["x", " ", "'", "''", "'{'", "'}'", "'#'", "'|'", "#", "|", "'{x", "{a}", "{b, number, '{'}", "{b, number, ::group-off}",
                         "'#{c}", "'x'", "{b,number,{x}}", "<", "'{'{a}'}'"]

    mutating func message(depth: Int, parent: String) -> String {
        var text = ""
        for _ in 0..<next(4) {
            if depth < 5, next(3) == 0 {
                text += argument(depth: depth)
            } else {
                let piece = Self.pieces[next(Self.pieces.count)]
                // A bare '|' ends a choice sub-message: keep it out of them most of the time.
                text += parent == "choice" && piece == "|" ? "'|'" : piece
            }
        }
        return text
    }

    mutating func argument(depth: Int) -> String {
        switch next(4) {
        case 0: return "{s, select, k {\(message(depth: depth + 1, parent: "select"))} other {\(message(depth: depth + 1, parent: "select"))}}"
        case 1: return "{n, plural, offset:1 =1 {\(message(depth: depth + 1, parent: "plural"))} other {\(message(depth: depth + 1, parent: "plural"))}}"
        case 2: return "{n,selectordinal,other{\(message(depth: depth + 1, parent: "plural"))}}"
        default: return "{n, choice, 0#\(message(depth: depth + 1, parent: "choice"))|1<\(message(depth: depth + 1, parent: "choice"))}"
        }
    }
}
