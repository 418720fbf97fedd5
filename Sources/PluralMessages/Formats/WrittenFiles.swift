import Foundation
import PluralLocalization

/// Files written for a table, by path relative to the output, and what they could not say.
public struct WrittenFiles: Sendable {
    /// The files' contents by relative path (`en.lproj/Localizable.strings`, `Localizable.xcstrings`, `en.json`).
    public var files: [String: Data]
    /// What the target format could not say, sorted by key, then language.
    public var notes: [ConversionNote]

    /// Files and notes.
    public init(files: [String: Data], notes: [ConversionNote]) {
        self.files = files
        self.notes = notes.sorted { ($0.key, $0.language, $0.what) < ($1.key, $1.language, $1.what) }
    }

    /// Writes the files under `directory`, making the folders they need, all or none.
    ///
    /// Every path is checked before anything is written: each of its components must be a plain
    /// file name (`SafeFileName`), so no file lands outside `directory`, and a folder on the way
    /// that resolves elsewhere (a symbolic link out) is refused too. Each file is written to a
    /// temporary file beside its target; only when all were written are they renamed into place
    /// (each rename atomic), each file they replace kept aside (a hard link) until all are in
    /// place. A failure at any step, renames included, puts back the files that were there before,
    /// removes the ones that were not, and removes the temporary files and the folders it made.
    /// - Throws: ``MessageFileError`` naming the first file that could not be written.
    public func write(to directory: URL) throws(MessageFileError) {
        try write(to: directory, renaming: { rename($0, $1) })
    }

    /// ``write(to:)`` with the rename that puts each file in place (a test makes one fail).
    func write(to directory: URL, renaming move: (String, String) -> Int32) throws(MessageFileError) {
        var targets: [(url: URL, data: Data)] = []
        for (path, data) in files.sorted(by: { $0.key < $1.key }) {
            if let problem = SafeFileName.problem(withRelativePath: path) {
                throw MessageFileError(file: directory, reason: "cannot write '\(path)': the path \(problem)")
            }
            targets.append((directory.appendingPathComponent(path), data))
        }
        var transaction = WriteTransaction()
        do throws(MessageFileError) {
            try transaction.makeFolder(directory)
            let root = directory.resolvingSymlinksInPath().standardizedFileURL.path
            for (url, data) in targets {
                let folder = url.deletingLastPathComponent()
                try transaction.makeFolder(folder)
                let resolved = folder.resolvingSymlinksInPath().standardizedFileURL.path
                guard resolved == root || resolved.hasPrefix(root.hasSuffix("/") ? root : root + "/") else {
                    throw MessageFileError(file: url, reason: "cannot be written: its folder resolves to \(resolved), outside the output folder \(root)")
                }
                try transaction.stage(data, for: url)
            }
            try transaction.commit(renaming: move)
        } catch {
            transaction.rollBack()
            throw error
        }
    }
}

/// Files written beside their targets and renamed into place together (``WrittenFiles/write(to:)``).
private struct WriteTransaction {
    /// Temporary files written, with the file each becomes.
    private var staged: [(temporary: URL, target: URL)] = []
    /// Folders made, outermost first.
    private var madeFolders: [URL] = []

    /// Makes `folder` and the folders above it that are missing, remembering which.
    mutating func makeFolder(_ folder: URL) throws(MessageFileError) {
        var missing: [URL] = []
        var candidate = folder.standardizedFileURL
        var isDirectory: ObjCBool = false
        while !FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), candidate.path != "/" {
            missing.append(candidate)
            candidate = candidate.deletingLastPathComponent()
        }
        guard !missing.isEmpty else {
            guard isDirectory.boolValue else { throw MessageFileError(file: candidate, reason: "cannot be written (a file is where a folder should be)") }
            return
        }
        for url in missing.reversed() {
            do {
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
            } catch {
                throw MessageFileError(file: url, reason: "cannot be written (\(StringsdictReader.reason(of: error)))")
            }
            madeFolders.append(url)
        }
    }

    /// Writes `data` to a new temporary file beside `target`.
    mutating func stage(_ data: Data, for target: URL) throws(MessageFileError) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: target.path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw MessageFileError(file: target, reason: "cannot be written (a folder is in its place)")
        }
        let temporary = target.deletingLastPathComponent().appendingPathComponent(".\(target.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try data.write(to: temporary, options: .withoutOverwriting)
        } catch {
            throw MessageFileError(file: target, reason: "cannot be written (\(StringsdictReader.reason(of: error)))")
        }
        staged.append((temporary, target))
    }

    /// Renames every staged file into place, all or none: a file already at a target is linked
    /// aside first, and a failure puts every file back as it was.
    mutating func commit(renaming move: (String, String) -> Int32) throws(MessageFileError) {
        var placed: [(target: URL, aside: URL?)] = []
        while let next = staged.first {
            let (temporary, target) = next
            var aside: URL?
            var failure: String?
            if (try? FileManager.default.attributesOfItem(atPath: target.path)) != nil {
                let backup = target.deletingLastPathComponent().appendingPathComponent(".\(target.lastPathComponent).\(UUID().uuidString).old")
                if link(target.path, backup.path) == 0 {
                    aside = backup
                } else {
                    failure = "cannot be kept aside while the new files are put in place (\(String(cString: strerror(errno))))"
                }
            }
            if failure == nil, move(temporary.path, target.path) != 0 {
                failure = "cannot be written (\(String(cString: strerror(errno))))"
                if let aside { unlink(aside.path) }
            }
            if let failure {
                // Back as it was, last placed first: the old files return, the new ones go.
                for (placedTarget, placedAside) in placed.reversed() {
                    if let placedAside { rename(placedAside.path, placedTarget.path) } else { unlink(placedTarget.path) }
                }
                throw MessageFileError(file: target, reason: failure)
            }
            staged.removeFirst()
            placed.append((target, aside))
        }
        for case let (_, aside?) in placed { unlink(aside.path) }
    }

    /// Removes the temporary files left and the folders made, when they are empty.
    func rollBack() {
        for (temporary, _) in staged { try? FileManager.default.removeItem(at: temporary) }
        for folder in madeFolders.reversed() { rmdir(folder.path) }
    }
}
