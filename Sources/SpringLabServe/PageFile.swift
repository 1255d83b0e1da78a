/// A file of the page, built into the binary (``PageAssets``), with the
/// content type its name's extension gives.
struct PageFile: Sendable {
    /// The path it is served at: `/` for `index.html`, else `/<name>`.
    let path: String
    let contentType: String
    let bytes: [UInt8]

    init(name: String, text: String) {
        path = name == "index.html" ? "/" : "/" + name
        contentType = Self.contentType(of: name)
        bytes = Array(text.utf8)
    }

    /// Every file of the page.
    static let all: [PageFile] = PageAssets.files.map { PageFile(name: $0.name, text: $0.text) }

    /// The type of a file named `name`, by its extension.
    static func contentType(of name: String) -> String {
        switch name.split(separator: ".").last {
        case "html": "text/html; charset=utf-8"
        case "js", "mjs": "text/javascript; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "svg": "image/svg+xml"
        case "json": "application/json"
        default: "text/plain; charset=utf-8"
        }
    }
}
