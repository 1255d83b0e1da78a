import SpringLab

/// A kind's named constants as its API's code writes them.
enum CodeConstants {
    /// Each spelling of each constant of `Kind`'s parameters
    /// (``SpringParameterValues/Constant/code``: `Spring.StiffnessLow`) → the
    /// constant's name (`Low`); and the last part of a spelling, after its
    /// last `.`, where no other constant's spelling ends so: the constant
    /// imported by name (`StiffnessLow`).
    static func of<Kind: SpringInput>(_ kind: Kind.Type) -> [String: String] {
        var spelled: [String: String] = [:], imported: [String: Set<String>] = [:]
        for parameter in Kind.parameters {
            guard case let .number(constants) = parameter.values else { continue }
            for constant in constants {
                for code in constant.code {
                    spelled[code] = constant.name
                    if let dot = code.lastIndex(of: ".") {
                        imported[String(code[code.index(after: dot)...]), default: []].insert(constant.name)
                    }
                }
            }
        }
        for (name, constants) in imported where constants.count == 1 && spelled[name] == nil {
            spelled[name] = constants.first
        }
        return spelled
    }
}
