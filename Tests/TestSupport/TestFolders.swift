import Foundation

/// Where tests write files: one folder per test process under the system's temporary directory
/// (`ICUPluralTests-<process id>`), each test in a fresh folder of its own below it
/// (`TestFolders.root.appendingPathComponent("name-\(UUID().uuidString)")`). The whole folder is
/// removed when the process exits, so a run leaves nothing behind in the temporary directory.
public enum TestFolders {
    /// This process's folder, created on first use.
    public static let root: URL = {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("ICUPluralTests-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: TestFolders.root) }
        return url
    }()
}
