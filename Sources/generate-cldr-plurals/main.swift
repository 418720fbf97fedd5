import CLDRPluralGenerator
import Foundation

// generate-cldr-plurals [DATA_DIR] [OUTPUT_DIR]
// Defaults: Data/CLDR/48 and Sources/CLDRPlural/Generated, relative to the current directory.
let arguments = CommandLine.arguments.dropFirst()
if arguments.contains("-h") || arguments.contains("--help") || arguments.count > 2 {
    print("usage: generate-cldr-plurals [DATA_DIR (Data/CLDR/48)] [OUTPUT_DIR (Sources/CLDRPlural/Generated)]")
    exit(arguments.count > 2 ? 64 : 0)
}
let data = URL(fileURLWithPath: arguments.first ?? "Data/CLDR/48", isDirectory: true)
let output = URL(fileURLWithPath: arguments.dropFirst().first ?? "Sources/CLDRPlural/Generated", isDirectory: true)
do {
    let files = try CLDRPluralGenerator.write(dataDirectory: data, outputDirectory: output)
    print("wrote \(files.joined(separator: ", ")) to \(output.path) from CLDR \(data.lastPathComponent)")
} catch {
    FileHandle.standardError.write(Data("generate-cldr-plurals: \(error)\n".utf8))
    exit(1)
}
