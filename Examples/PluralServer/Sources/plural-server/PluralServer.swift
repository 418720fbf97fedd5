import ArgumentParser
import CLDRPlural
import Foundation
import Hummingbird
import NIOCore
import PluralLocalization
import PluralMessages

/// `plural-server --hostname 127.0.0.1 --port 8080`: answers `GET /files?count=N` in the language
/// each request's `Accept-Language` asks for.
@main
struct PluralServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plural-server",
        abstract: "An HTTP server that renders plural messages in the language each request asks for.",
        discussion: """
            Routes: GET /health, GET /files?count=N (the message 'files' for N, negotiated from \
            Accept-Language, with Content-Language), GET /constant (a fixed text, for load comparisons).
            """
    )

    @Option(help: "The address to listen on.")
    var hostname = "127.0.0.1"

    @Option(help: "The port to listen on; 0 picks a free one (printed at start).")
    var port = 8080

    @Option(help: ArgumentHelp(
        "Seconds a connection may stay without a complete request before it is closed.",
        discussion: "A client that opens connections and sends part of a request (or nothing) would otherwise hold each one open for ever, until the server can accept no more."))
    var idleTimeout = 30

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be from 0 to 65535, not \(port)") }
        guard (1...86_400).contains(idleTimeout) else { throw ValidationError("--idle-timeout must be from 1 to 86400 seconds, not \(idleTimeout)") }
    }

    func run() async throws {
        let localizer = try FilesService.makeLocalizer()
        let application = Application(
            router: FilesService(localizer: localizer).router(),
            // Hummingbird's idle timeout counts from the last complete request part read (or the
            // connection's start): a request whose head never completes is closed when it runs out.
            server: .http1(configuration: .init(idleTimeout: .seconds(Int64(idleTimeout)))),
            configuration: ApplicationConfiguration(address: .hostname(hostname, port: port), serverName: "plural-server"),
            onServerRunning: { channel in
                // The port actually bound (it differs from --port when that is 0); scripts wait for this line.
                let address = channel.localAddress?.description ?? "?"
                FileHandle.standardOutput.write(Data("plural-server: listening on \(address)\n".utf8))
            }
        )
        try await application.runService()
    }
}

/// The routes and what they answer.
struct FilesService: Sendable {
    /// Made once at start-up and shared by every request.
    let localizer: MessageLocalizer

    /// The messages in the target's resources (`*.lproj` folders), rules from the pure-Swift CLDR
    /// engine, English as the development language, Apple's zero policy (English 0 is "No files").
    ///
    /// SwiftPM gives the resource bundle an Info.plist naming `defaultLocalization`, so
    /// `MessageTable.load(bundle:)` finds the development language there.
    static func makeLocalizer() throws -> MessageLocalizer {
        let table = try MessageTable.load(bundle: .module)
        return try MessageLocalizer(table: table, rulesProvider: CLDRPluralRulesProvider(), developmentLanguage: "en")
    }

    func router() -> Router<BasicRequestContext> {
        let router = Router()
        router.get("health") { _, _ in Self.text("ok", status: .ok) }
        router.get("files") { request, _ in files(request) }
        // The same kind of answer without any localization work: the reference for load tests.
        router.get("constant") { _, _ in Self.text("12 files", contentLanguage: "en") }
        return router
    }

    /// `GET /files?count=N`.
    func files(_ request: Request) -> Response {
        let counts = request.uri.queryParameters.getAll("count")
        let count: Int
        switch Self.parseCount(counts) {
        case let .success(value): count = value
        case let .failure(problem): return Self.text("error: query parameter 'count' \(problem.message)\n", status: .badRequest)
        }
        let acceptLanguage = request.headers[.acceptLanguage]
        do {
            let answer = try localizer.render(key: "files", preferredLanguages: .acceptLanguage(acceptLanguage), arguments: .positional([.integer(count)]))
            return Self.text(answer.text, contentLanguage: answer.contentLanguage)
        } catch {
            return Self.text("error: \(error)\n", status: .internalServerError)
        }
    }

    struct CountProblem: Error {
        let message: String
    }

    /// The one `count` value as a whole number (an optional sign and ASCII digits, within `Int`).
    static func parseCount(_ values: [String]) -> Result<Int, CountProblem> {
        guard let text = values.first else { return .failure(CountProblem(message: "is missing")) }
        guard values.count == 1 else { return .failure(CountProblem(message: "is given \(values.count) times; give it once")) }
        let shown = Self.shown(text.count > 40 ? "\(text.prefix(40))…" : text)
        let digits = text.first == "-" || text.first == "+" ? text.dropFirst() : Substring(text)
        guard !digits.isEmpty, digits.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
            return .failure(CountProblem(message: "must be a whole number, not '\(shown)'"))
        }
        guard let value = Int(text) else {
            return .failure(CountProblem(message: "must be a whole number from \(Int.min) to \(Int.max), not '\(shown)'"))
        }
        return .success(value)
    }

    /// A value from the request as an answer shows it: the characters the library escapes in
    /// messages escaped as it escapes them (`DisplayText`, `\u{1B}`), and markup characters too
    /// (`\u{3C}` for `<`), so that no client reads the text as a terminal sequence or as HTML.
    static func shown(_ value: String) -> String {
        DisplayText.escaped(value, syntax: { "<>&\"'".unicodeScalars.contains($0) ? DisplayText.swiftEscape($0) : nil })
    }

    /// `X-Content-Type-Options`, sent as `nosniff`: browsers must not guess HTML in a text answer.
    static let contentTypeOptions = HTTPFields.Element.Name("X-Content-Type-Options")!

    static func text(_ body: String, status: HTTPResponse.Status = .ok, contentLanguage: String? = nil) -> Response {
        var headers: HTTPFields = [.contentType: "text/plain; charset=utf-8", contentTypeOptions: "nosniff"]
        if let contentLanguage {
            headers[.contentLanguage] = contentLanguage
            // Caches must key the answer on the request's languages.
            headers[.vary] = "Accept-Language"
        }
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
    }
}
