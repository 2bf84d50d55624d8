/// The `config.xml` one test instance of Syncthing starts with: written whole by the harness,
/// so nothing depends on what `syncthing generate` chose (ports, discovery, a default folder).
///
/// Everything that would reach beyond this machine or act on its own is off: global and local
/// discovery, relays, NAT traversal and STUN, usage and crash reporting, upgrades, opening a
/// browser. The peer is found only at the address given here. Changes travel in seconds: the
/// filesystem watcher is on with a one-second delay, the folder is rescanned every two seconds
/// anyway, and a dropped or resumed connection is dialled again every second.
struct SyncthingConfiguration {
    /// The config format `syncthing generate` wrote (kept, so Syncthing does not migrate ours).
    let version: String
    let ownID: String
    let ownName: String
    let peerID: String
    let peerName: String
    let peerPort: UInt16
    let listenPort: UInt16
    let guiPort: UInt16
    let apiKey: String
    let folderID: String
    let folderPath: String

    var xml: String {
        """
        <configuration version="\(escape(version))">
            <folder id="\(escape(folderID))" label="\(escape(folderID))" path="\(escape(folderPath))" \
        type="sendreceive" rescanIntervalS="2" fsWatcherEnabled="true" fsWatcherDelayS="1" ignorePerms="false" \
        autoNormalize="true">
                <filesystemType>basic</filesystemType>
                <device id="\(escape(ownID))"></device>
                <device id="\(escape(peerID))"></device>
                <minDiskFree unit="%">0</minDiskFree>
                <markerName>.stfolder</markerName>
            </folder>
            <device id="\(escape(ownID))" name="\(escape(ownName))" compression="metadata" introducer="false">
                <address>dynamic</address>
            </device>
            <device id="\(escape(peerID))" name="\(escape(peerName))" compression="metadata" introducer="false">
                <address>tcp://127.0.0.1:\(peerPort)</address>
                <autoAcceptFolders>false</autoAcceptFolders>
            </device>
            <gui enabled="true" tls="false" debugging="false">
                <address>127.0.0.1:\(guiPort)</address>
                <apikey>\(escape(apiKey))</apikey>
            </gui>
            <options>
                <listenAddress>tcp://127.0.0.1:\(listenPort)</listenAddress>
                <globalAnnounceEnabled>false</globalAnnounceEnabled>
                <localAnnounceEnabled>false</localAnnounceEnabled>
                <relaysEnabled>false</relaysEnabled>
                <natEnabled>false</natEnabled>
                <stunKeepaliveStartS>0</stunKeepaliveStartS>
                <announceLANAddresses>false</announceLANAddresses>
                <startBrowser>false</startBrowser>
                <urAccepted>-1</urAccepted>
                <crashReportingEnabled>false</crashReportingEnabled>
                <autoUpgradeIntervalH>0</autoUpgradeIntervalH>
                <reconnectionIntervalS>1</reconnectionIntervalS>
                <restartOnWakeup>false</restartOnWakeup>
                <minHomeDiskFree unit="%">0</minHomeDiskFree>
            </options>
        </configuration>

        """
    }

    /// XML text for an attribute or element: the five characters XML reserves, spelled as entities.
    private func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
