import Foundation

/// Runs the built `icu-plural` binary as a separate process, as a user would.
struct CommandRunner {
    struct Output {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// The binary beside the test bundle (SwiftPM builds both into the same folder).
    static let executable: URL = {
        let buildFolder = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        return buildFolder.appendingPathComponent("icu-plural")
    }()

    /// - Parameters:
    ///   - standardOutputPath: a file to write standard output to (`/dev/full`) instead of a pipe.
    ///   - currentDirectory: the folder the command runs in (relative output paths land there).
    static func run(_ arguments: [String], input: String? = nil, environment: [String: String]? = nil, standardOutputPath: String? = nil,
                    currentDirectory: URL? = nil) throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }
        let stdout = Pipe(), stderr = Pipe(), stdin = Pipe()
        if let standardOutputPath {
            process.standardOutput = FileHandle(forWritingAtPath: standardOutputPath)
            try? stdout.fileHandleForWriting.close()
        } else {
            process.standardOutput = stdout
        }
        process.standardError = stderr
        process.standardInput = stdin
        try process.run()
        // Feed input and drain output concurrently so large batches cannot deadlock on full pipes.
        let writer = Thread {
            if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let errorData = ErrorCollector(handle: stderr.fileHandleForReading)
        let outputData = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData.finish(), as: UTF8.self)
        )
    }
}

/// Reads a pipe on its own thread until it closes.
private final class ErrorCollector: @unchecked Sendable {
    // @unchecked: `data` is written by the reader thread only, and read after `done` is signalled.
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(handle: FileHandle) {
        Thread {
            self.data = handle.readDataToEndOfFile()
            self.done.signal()
        }.start()
    }

    func finish() -> Data {
        done.wait()
        return data
    }
}
