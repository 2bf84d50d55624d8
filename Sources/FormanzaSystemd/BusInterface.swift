/// The shape of a D-Bus interface an exported object implements: what `Introspect` returns and
/// what incoming calls are checked against before the handler sees them.
public struct BusInterface: Sendable, Equatable {
    /// One argument of a method or signal: a name for humans and tools, and its type signature.
    public struct Argument: Sendable, Equatable {
        let name: String
        let signature: String
        public init(_ name: String, _ signature: String) {
            self.name = name
            self.signature = signature
        }
    }

    public struct Method: Sendable, Equatable {
        let name: String
        let inputs: [Argument]
        let outputs: [Argument]
        public init(_ name: String, inputs: [Argument] = [], outputs: [Argument] = []) {
            self.name = name
            self.inputs = inputs
            self.outputs = outputs
        }
        var inputSignature: String { inputs.map(\.signature).joined() }
        var outputSignature: String { outputs.map(\.signature).joined() }
    }

    public struct Signal: Sendable, Equatable {
        let name: String
        let arguments: [Argument]
        init(_ name: String, arguments: [Argument] = []) {
            self.name = name
            self.arguments = arguments
        }
    }

    let name: String
    let methods: [Method]
    let signals: [Signal]

    public init(name: String, methods: [Method] = [], signals: [Signal] = []) {
        self.name = name
        self.methods = methods
        self.signals = signals
    }

    func method(named member: String) -> Method? {
        methods.first { $0.name == member }
    }
}

/// The XML `org.freedesktop.DBus.Introspectable.Introspect` returns for an exported object.
///
/// Lists the standard interfaces sd-bus or the object answers (Peer, Introspectable, Properties
/// with no properties) and the object's own, so `busctl introspect` and d-feet show the truth.
enum IntrospectionXML {
    static let doctype = """
        <!DOCTYPE node PUBLIC "-//freedesktop//DTD D-BUS Object Introspection 1.0//EN"
         "http://www.freedesktop.org/standards/dbus/1.0/introspect.dtd">
        """

    static let standard: [BusInterface] = [
        BusInterface(
            name: "org.freedesktop.DBus.Peer",
            methods: [
                .init("Ping"),
                .init("GetMachineId", outputs: [.init("machine_uuid", "s")]),
            ]),
        BusInterface(
            name: "org.freedesktop.DBus.Introspectable",
            methods: [
                .init("Introspect", outputs: [.init("xml_data", "s")])
            ]),
        BusInterface(
            name: "org.freedesktop.DBus.Properties",
            methods: [
                .init(
                    "Get", inputs: [.init("interface_name", "s"), .init("property_name", "s")],
                    outputs: [.init("value", "v")]),
                .init("GetAll", inputs: [.init("interface_name", "s")], outputs: [.init("props", "a{sv}")]),
                .init("Set", inputs: [.init("interface_name", "s"), .init("property_name", "s"), .init("value", "v")]),
            ],
            signals: [
                .init(
                    "PropertiesChanged",
                    arguments: [
                        .init("interface_name", "s"), .init("changed_properties", "a{sv}"),
                        .init("invalidated_properties", "as"),
                    ])
            ]),
    ]

    static func document(for interfaces: [BusInterface]) -> String {
        var xml = doctype + "\n<node>\n"
        for interface in standard + interfaces {
            xml += " <interface name=\"\(escape(interface.name))\">\n"
            for method in interface.methods {
                xml += "  <method name=\"\(escape(method.name))\">\n"
                for argument in method.inputs { xml += argumentLine(argument, direction: "in") }
                for argument in method.outputs { xml += argumentLine(argument, direction: "out") }
                xml += "  </method>\n"
            }
            for signal in interface.signals {
                xml += "  <signal name=\"\(escape(signal.name))\">\n"
                for argument in signal.arguments { xml += argumentLine(argument, direction: nil) }
                xml += "  </signal>\n"
            }
            xml += " </interface>\n"
        }
        return xml + "</node>\n"
    }

    private static func argumentLine(_ argument: BusInterface.Argument, direction: String?) -> String {
        var line = "   <arg type=\"\(escape(argument.signature))\" name=\"\(escape(argument.name))\""
        if let direction { line += " direction=\"\(direction)\"" }
        return line + "/>\n"
    }

    private static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }
}
