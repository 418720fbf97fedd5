import Foundation
import PluralCore

/// How a project's JavaScript and TypeScript code names i18next plurals' keys.
///
/// Code that names a plural's keys with their suffix (`t('files_other', { count })`,
/// `t('files_' + form)`, or a template literal `files_${form}`) chooses the form itself: i18next then looks up the
/// named key, never the categories the language needs, so a translation without `files_few` loses
/// nothing. The files cannot tell this from a plural chosen by the count; the code can. A plural
/// whose bare key code also writes in a call that may pass a count (`t('files', { count })`,
/// `i18nKey="files"`) is chosen by the count there too, and keeps its checks.
///
/// The code read is the project's (below the nearest folder with `.git` or `Package.swift`, as
/// ``LintConfiguration`` finds it), without hidden folders, `node_modules` and build output, and
/// bounded: files over ``maximumFileSize`` (bundles) are skipped, and reading stops after
/// ``maximumFiles`` files or ``maximumBytes`` bytes.
struct I18nextKeysInCode {
    /// Where code first names one of a plural's keys with its suffix, by the plural's key as the
    /// table holds it (`common:files`).
    private var namedInFull: [String: String] = [:]
    /// Plurals whose bare key code writes where a count may be passed.
    private var chosenByCount: Set<String> = []

    /// The extensions of the files read.
    static let sourceExtensions: Set<String> = ["js", "jsx", "ts", "tsx", "mjs", "cjs", "mts", "cts", "vue", "svelte"]
    /// Folders of dependencies and build output, never the app's own code.
    static let skippedFolders: Set<String> = ["node_modules", "bower_components", "dist", "build", "out", "coverage", "vendor"]
    static let maximumFileSize = 1 << 20
    static let maximumFiles = 50_000
    static let maximumBytes = 200 << 20

    /// Where code names the plural `key`'s forms in full ("src/sort.ts:12"), when it never lets
    /// i18next choose among them by the count; `nil` otherwise.
    func placeNamingForms(of key: String) -> String? {
        chosenByCount.contains(key) ? nil : namedInFull[key]
    }

    /// Reads the code of the projects holding the table's i18next files; empty when the table has
    /// none or they are in no project.
    static func find(for table: MessageTable) -> I18nextKeysInCode {
        let roots = Set(table.files.filter(\.kind.selectsAsI18next).compactMap { file in
            LintConfiguration.projectRoot(above: file.url.deletingLastPathComponent())
        })
        guard !roots.isEmpty else { return I18nextKeysInCode() }
        var result = I18nextKeysInCode()
        let spellings = codeSpellings(of: table.keys)
        for root in roots.sorted(by: { $0.path < $1.path }) {
            result.read(root: root, spellings: spellings)
        }
        return result
    }

    /// The ways code writes each key: whole, and without its namespace (`common:files` as `files`,
    /// under `useTranslation('common')`).
    static func codeSpellings(of keys: [String]) -> [Substring: [String]] {
        var spellings: [Substring: [String]] = [:]
        for key in keys {
            spellings[key[...], default: []].append(key)
            if let colon = key.firstIndex(of: ":") {
                spellings[key[key.index(after: colon)...], default: []].append(key)
            }
        }
        return spellings
    }

    private mutating func read(root: URL, spellings: [Substring: [String]]) {
        let keys: [URLResourceKey] = [.isDirectoryKey, .isRegularFileKey, .fileSizeKey]
        guard let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles]) else { return }
        var files = 0, bytes = 0
        let rootPath = root.standardizedFileURL.path
        while let url = walk.nextObject() as? URL, files < Self.maximumFiles, bytes < Self.maximumBytes {
            let values = try? url.resourceValues(forKeys: Set(keys))
            if values?.isDirectory == true {
                if Self.skippedFolders.contains(url.lastPathComponent) { walk.skipDescendants() }
                continue
            }
            guard values?.isRegularFile == true, Self.sourceExtensions.contains(url.pathExtension.lowercased()),
                  let size = values?.fileSize, size <= Self.maximumFileSize,
                  let data = try? Data(contentsOf: url) else { continue }
            files += 1
            bytes += data.count
            var shown = url.standardizedFileURL.path
            if shown.hasPrefix(rootPath + "/") { shown.removeFirst(rootPath.count + 1) }
            data.withUnsafeBytes { buffer in
                read(code: buffer.bindMemory(to: UInt8.self), file: shown, spellings: spellings)
            }
        }
    }

    /// Reads the quoted key names of one file: `'files_one'`, `"files_" + form`, a template `files_${form}`,
    /// and bare `'files'` followed by anything but `)` (options may carry a count).
    mutating func read(code: UnsafeBufferPointer<UInt8>, file: String, spellings: [Substring: [String]]) {
        var index = 0, line = 1, lineCountedTo = 0
        func place(at offset: Int) -> String {
            for byte in code[lineCountedTo..<offset] where byte == UInt8(ascii: "\n") { line += 1 }
            lineCountedTo = offset
            return "\(file):\(line)"
        }
        func next(after offset: Int) -> UInt8? {
            var offset = offset
            while offset < code.count, code[offset] == UInt8(ascii: " ") || code[offset] == UInt8(ascii: "\t") { offset += 1 }
            return offset < code.count ? code[offset] : nil
        }
        while index < code.count {
            let quote = code[index]
            guard quote == UInt8(ascii: "'") || quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "`") else {
                index += 1
                continue
            }
            var end = index + 1
            while end < code.count, Self.isKeyByte(code[end]) { end += 1 }
            defer { index = max(end, index + 1) }
            guard end > index + 1, end < code.count else { continue }
            let name = String(decoding: UnsafeBufferPointer(rebasing: code[(index + 1)..<end]), as: UTF8.self)
            let closes = code[end] == quote
            let interpolates = quote == UInt8(ascii: "`") && code[end] == UInt8(ascii: "$") && end + 1 < code.count && code[end + 1] == UInt8(ascii: "{")
            var base: Substring?
            if name.hasSuffix("_"), interpolates || (closes && next(after: end + 1) == UInt8(ascii: "+")) {
                base = name.dropLast()
            } else if closes, let underscore = name.lastIndex(of: "_"), PluralCategory(rawValue: String(name[name.index(after: underscore)...])) != nil {
                base = name[..<underscore]
            } else if closes, let keys = Self.keys(named: name[...], in: spellings), next(after: end + 1) != UInt8(ascii: ")") {
                chosenByCount.formUnion(keys)
            }
            if let base, let keys = Self.keys(named: base, in: spellings) {
                let shown = place(at: index)
                for key in keys where namedInFull[key] == nil { namedInFull[key] = shown }
            }
        }
    }

    /// The table's keys code's `name` is, with or without a namespace (a table of one namespace has none).
    static func keys(named name: Substring, in spellings: [Substring: [String]]) -> [String]? {
        spellings[name] ?? name.firstIndex(of: ":").flatMap { spellings[name[name.index(after: $0)...]] }
    }

    /// Whether a byte may be part of a key as code writes it (`sdk:sort.displayLabel_one`).
    static func isKeyByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: ":"), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }
}
