import Foundation
import Testing

/// Interface Builder documents drawn, explained and checked on Linux, with the frames Xcode
/// stored compared with the solved ones.
@Suite struct InterfaceBuilderTests {
    let fm = FileManager.default

    /// Login.storyboard (iPhone 15 design device: safe area 59 … 818), frames by hand:
    /// the title 24 below the safe area's top, 20 in from each side: 20, 83, 353 wide; bold 28
    /// is a 33.414 line, 33.667 on @3x. The field 16 below it (132.667), 44 tall; the stack 24
    /// below that (200.667), its two buttons filling it equally with 12 between: 170.5 each, the
    /// second at 182.5. The footer 10 above the safe area's bottom (808 − 20 = 788), centred:
    /// 146.5. The file stores the footer at y 700 and marks it misplaced.
    @Test func aStoryboardIsDrawnAsXcodeLaysItOut() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let storyboard = CLIRunner.fixture("../interface-builder/Login.storyboard")
        let out = dir.appendingPathComponent("login.json")
        let r = try CLIRunner.run([storyboard, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("Login.storyboard:2:1: warning: 1 placeholder constraint is left out, as Xcode removes them at build time"))
        let f = try CLIRunner.frames(inSolution: out)
        #expect(f["title-label"] == [20, 83, 353, 33.667])
        #expect(f["email-field"] == [20, 132.667, 353, 44])
        #expect(f["buttons-stack"] == [20, 200.667, 353, 44])
        #expect(f["signin-button"] == [20, 200.667, 170.5, 44])
        #expect(f["signup-button"] == [202.5, 200.667, 170.5, 44])
        #expect(f["footer-view"] == [146.5, 788, 100, 20])

        let explain = try CLIRunner.run(["explain", storyboard])
        #expect(explain.status == 0)
        #expect(explain.stdout.contains("Against the frames Xcode stored (design device retina6_12): 5 of 6 views agree within 0.5 pt"))
        #expect(explain.stdout.contains("  Footer: y 700 in Xcode, 788 here (the file marks it misplaced)"))
        let json = try CLIRunner.run(["explain", storyboard, "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let ib = object?["interfaceBuilder"] as? [String: Any]
        #expect(ib?["compared"] as? Double == 6 && ib?["agree"] as? Double == 5)
        #expect((ib?["differ"] as? [[String: Any]])?.first?["stored"] as? [Double] == [146.5, 700, 100, 20])
        #expect(ib?["misplaced"] as? [String] == ["footer-view"])
        // The picture draws the footer where Xcode stored it, dashed, and says why.
        let svg = dir.appendingPathComponent("login.svg")
        #expect(try CLIRunner.run([storyboard, "-o", svg.path]).status == 0)
        let drawn = try String(contentsOf: svg, encoding: .utf8)
        #expect(drawn.contains("class=\"ghost stored\" data-id=\"footer-view\""))
        #expect(drawn.contains("Footer is marked misplaced in the file: drawn where its constraints place it,"))
        #expect(drawn.contains("stored it (146.5, 700, 100 × 20)."), "the legend's second line")
    }

    /// A .xib's top-level cell, named by its outlets; --scene picks one of several; a broken
    /// file and an unknown scene are errors that say where and what.
    @Test func xibsScenesAndMistakes() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let xib = dir.appendingPathComponent("BadgeCell.xib")
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="24128" useAutolayout="YES">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" id="cell" customClass="BadgeCell">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                        <tableViewCellContentView key="contentView" opaque="NO" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="dot">
                                    <rect key="frame" x="16" y="22" width="16" height="16"/>
                                    <constraints>
                                        <constraint firstAttribute="width" secondItem="dot" secondAttribute="height" multiplier="1:1" id="square"/>
                                        <constraint firstAttribute="width" constant="16" id="w"/>
                                    </constraints>
                                </view>
                                <switch opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="toggle">
                                    <rect key="frame" x="243" y="16" width="63" height="28"/>
                                </switch>
                            </subviews>
                            <constraints>
                                <constraint firstItem="dot" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="16" id="l"/>
                                <constraint firstItem="dot" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="c"/>
                                <constraint firstAttribute="trailing" secondItem="toggle" secondAttribute="trailing" constant="16" id="t"/>
                                <constraint firstItem="toggle" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="tc"/>
                            </constraints>
                        </tableViewCellContentView>
                        <connections>
                            <outlet property="badgeDot" destination="dot" id="o1"/>
                        </connections>
                    </tableViewCell>
                    <view contentMode="scaleToFill" id="spare" userLabel="Spare">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                    </view>
                </objects>
            </document>
            """.write(to: xib, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("cell.json")
        let r = try CLIRunner.run([xib.path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("BadgeCell.xib: drew BadgeCell; it also holds Spare (--scene NAME)"))
        let f = try CLIRunner.frames(inSolution: out)
        // The dot 16 in, centred in 60 (22), 16 square; the switch placed 61 × 28 (iOS 26.1) 16 from
        // the right (243 … 304), its frame 2 wider on the right: 63.
        #expect(f["dot"] == [16, 22, 16, 16] && f["toggle"] == [243, 16, 63, 28])
        let explain = try CLIRunner.run(["explain", xib.path])
        #expect(explain.stdout.contains("3 of 3 views agree within 0.5 pt"), "\(explain.stdout)")
        let spare = try CLIRunner.run([xib.path, "--scene", "Spare", "-o", out.path])
        #expect(spare.status == 0 && !spare.stderr.contains("Spare (--scene"))
        // --all-scenes: one file each, named after it.
        let all = try CLIRunner.run([xib.path, "--all-scenes", "-o", dir.appendingPathComponent("all.json").path])
        #expect(all.status == 0 && all.stderr.isEmpty, "\(all.stderr)")
        #expect(fm.fileExists(atPath: dir.appendingPathComponent("all.BadgeCell.json").path))
        #expect(fm.fileExists(atPath: dir.appendingPathComponent("all.Spare.json").path))
        let unknown = try CLIRunner.run([xib.path, "--scene", "Nope", "-o", out.path])
        #expect(unknown.status == 2 && unknown.stderr.contains("no scene or view \"Nope\"; the file holds BadgeCell, Spare"))
        try "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n  <objects>\n    <view id=\"a\">\n  </objects>\n</document>"
            .write(to: xib, atomically: true, encoding: .utf8)
        let broken = try CLIRunner.run([xib.path, "-o", out.path])
        #expect(broken.status == 2 && broken.stderr.contains("BadgeCell.xib:4:3: </objects> closes <view> (line 3)"), "\(broken.stderr)")
        let scene = CLIRunner.fixture("basic.json")
        let misused = try CLIRunner.run([scene, "--scene", "x", "-o", out.path])
        #expect(misused.status == 2 && misused.stderr.contains("--scene applies to Interface Builder files"))
    }

    /// A view controller at the root of a navigation controller in a tab bar controller has
    /// their bars over it: its safe area on an iPhone 15 runs from 59 + 44 = 103 down to
    /// 852 − 34 − 49 = 769, so a view pinned 8 inside it is at y 111, 650 tall.
    @Test func barsFromTheStoryboardsControllers() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Tabs.storyboard")
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="24128" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="list-scene">
                        <objects>
                            <viewController id="list-vc" customClass="ListViewController" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="list-root">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="panel" userLabel="Panel">
                                            <rect key="frame" x="8" y="111" width="377" height="650"/>
                                        </view>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="sa"/>
                                    <constraints>
                                        <constraint firstItem="panel" firstAttribute="top" secondItem="sa" secondAttribute="top" constant="8" id="a"/>
                                        <constraint firstItem="panel" firstAttribute="leading" secondItem="sa" secondAttribute="leading" constant="8" id="b"/>
                                        <constraint firstItem="sa" firstAttribute="trailing" secondItem="panel" secondAttribute="trailing" constant="8" id="c"/>
                                        <constraint firstItem="sa" firstAttribute="bottom" secondItem="panel" secondAttribute="bottom" constant="8" id="d"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="nav-scene">
                        <objects>
                            <navigationController id="nav" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar">
                                    <rect key="frame" x="0.0" y="0.0" width="1000" height="1000"/>
                                </navigationBar>
                                <connections>
                                    <segue destination="list-vc" kind="relationship" relationship="rootViewController" id="s1"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    <scene sceneID="tabs-scene">
                        <objects>
                            <tabBarController id="tabs" sceneMemberID="viewController">
                                <tabBar key="tabBar" contentMode="scaleToFill" id="tab-bar">
                                    <rect key="frame" x="0.0" y="0.0" width="1000" height="1000"/>
                                </tabBar>
                                <connections>
                                    <segue destination="nav" kind="relationship" relationship="viewControllers" id="s2"/>
                                </connections>
                            </tabBarController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """.write(to: file, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("tabs.json")
        let r = try CLIRunner.run([file.path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try CLIRunner.frames(inSolution: out)["panel"] == [8, 111, 377, 650])
    }

    /// A storyboard saved by Xcode 7 names no device: its 600 × 600 canvas shows the status bar
    /// (the top layout guide's bottom at 20) and gives a view controller's root the margins of
    /// that era, 20 at the sides on a canvas 414 or more wide, so a bar pinned `leadingMargin −
    /// 20` and `trailingMargin − 20` under the top guide is at 0, 20, 600 wide, as Xcode stored it.
    @Test func anXcode7StoryboardHasTheStatusBarAndThatErasMargins() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Launch.storyboard")
        try """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="9531" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" launchScreen="YES" useTraitCollections="YES" initialViewController="vc">
                <scenes>
                    <scene sceneID="s">
                        <objects>
                            <viewController id="vc" sceneMemberID="viewController">
                                <layoutGuides>
                                    <viewControllerLayoutGuide type="top" id="top-guide"/>
                                    <viewControllerLayoutGuide type="bottom" id="bottom-guide"/>
                                </layoutGuides>
                                <view key="view" contentMode="scaleToFill" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                    <subviews>
                                        <navigationBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                                            <rect key="frame" x="0.0" y="20" width="600" height="44"/>
                                        </navigationBar>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="bar" firstAttribute="top" secondItem="top-guide" secondAttribute="bottom" id="c1"/>
                                        <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" constant="-20" id="c2"/>
                                        <constraint firstAttribute="trailingMargin" secondItem="bar" secondAttribute="trailing" constant="-20" id="c3"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """.write(to: file, atomically: true, encoding: .utf8)
        let r = try CLIRunner.run(["explain", file.path, "--format", "json"])
        #expect(r.status == 0, "\(r.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        let ib = json?["interfaceBuilder"] as? [String: Any]
        #expect(ib?["compared"] as? Int == 1 && ib?["agree"] as? Int == 1, "\(r.stdout)")
    }

    /// A storyboard saved by Xcode 6 (tools version 6254) names no device either: a controller
    /// shown by a `show` segue from a navigation controller's root has the navigation bar under
    /// the status bar (the top guide's bottom at 20 + 44), and that Xcode's root margins were 16
    /// on its 600-wide canvas: a view pinned `leadingMargin + 10` and `topLayoutGuide + 38` is
    /// at 26, 102, 548 wide, as Xcode stored it (shepting/AutoLayout's Main.storyboard; masrender
    /// had 30, 58, 540).
    @Test func anXcode6StoryboardHasItsNavigationBarAndItsMargins() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Main.storyboard")
        try """
            <?xml version="1.0" encoding="UTF-8" standalone="no"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="6254" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" initialViewController="nav">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController title="Detail" id="detail" sceneMemberID="viewController">
                                <layoutGuides>
                                    <viewControllerLayoutGuide type="top" id="top-guide"/>
                                    <viewControllerLayoutGuide type="bottom" id="bottom-guide"/>
                                </layoutGuides>
                                <view key="view" contentMode="scaleToFill" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="firstView">
                                            <rect key="frame" x="26" y="102" width="548" height="32"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="32" id="h"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="firstView" firstAttribute="top" secondItem="top-guide" secondAttribute="bottom" constant="38" id="c1"/>
                                        <constraint firstItem="firstView" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" constant="10" id="c2"/>
                                        <constraint firstAttribute="trailingMargin" secondItem="firstView" secondAttribute="trailing" constant="10" id="c3"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="s2">
                        <objects>
                            <navigationController id="nav" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                </navigationBar>
                                <connections>
                                    <segue destination="master" kind="relationship" relationship="rootViewController" id="rel"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    <scene sceneID="s3">
                        <objects>
                            <viewController title="Master" id="master" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="masterRoot">
                                    <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                    <subviews>
                                        <button opaque="NO" contentMode="scaleToFill" buttonType="roundedRect" id="open">
                                            <rect key="frame" x="20" y="80" width="60" height="30"/>
                                            <state key="normal" title="Open"/>
                                            <connections>
                                                <segue destination="detail" kind="show" id="show"/>
                                            </connections>
                                        </button>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """.write(to: file, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("detail.json")
        let r = try CLIRunner.run([file.path, "--scene", "Detail", "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try CLIRunner.frames(inSolution: out)["firstView"] == [26, 102, 548, 32])
    }

    /// A freeform view controller (its root 375 × 2000 on an iPhone 8 canvas) with a simulated
    /// navigation bar: no status bar on its canvas, the bar's 44 on top, and a controller root's
    /// margins inside it, so a scroll view pinned to `topMargin` and the sides is at 0, 44, as
    /// Xcode stores it (openfoodfacts' ProductAddViewController.storyboard; masrender had 8).
    @Test func aFreeformControllerHasItsSimulatedBarsAndARootsMargins() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Add.storyboard")
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="16097.3" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" initialViewController="vc">
                <device id="retina4_7" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="s">
                        <objects>
                            <viewController id="vc" sceneMemberID="viewController">
                                <layoutGuides>
                                    <viewControllerLayoutGuide type="top" id="top-guide"/>
                                    <viewControllerLayoutGuide type="bottom" id="bottom-guide"/>
                                </layoutGuides>
                                <view key="view" contentMode="scaleToFill" id="root">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="2000"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                                            <rect key="frame" x="0.0" y="44" width="375" height="1956"/>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="content" firstAttribute="top" secondItem="root" secondAttribute="topMargin" id="c1"/>
                                        <constraint firstItem="content" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                                        <constraint firstAttribute="trailing" secondItem="content" secondAttribute="trailing" id="c3"/>
                                        <constraint firstAttribute="bottom" secondItem="content" secondAttribute="bottom" id="c4"/>
                                    </constraints>
                                </view>
                                <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """.write(to: file, atomically: true, encoding: .utf8)
        let r = try CLIRunner.run(["explain", file.path, "--format", "json"])
        #expect(r.status == 0, "\(r.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        let ib = json?["interfaceBuilder"] as? [String: Any]
        #expect(ib?["compared"] as? Int == 1 && ib?["agree"] as? Int == 1, "\(r.stdout)")
    }

    /// Size-class variations on an iPhone upright (compact width, regular height): a subview
    /// the default leaves out and compact width puts in is drawn; one only regular width has
    /// is not; a constraint compact width excludes gives way to the one it includes (y 40).
    /// The same document saved by Xcode 7 names no device: saved in an iPhone's configuration
    /// (its subviews stored where it places them) it is drawn so too; saved in the base
    /// configuration (any width, any height), where neither subview is installed and Xcode stores
    /// each at its placeholder off the canvas (-25, -30, 97, 30), neither is drawn.
    @Test(arguments: [(true, false), (false, false), (false, true)])
    func sizeClassVariations(onADevice: Bool, savedInBase: Bool) throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Classes.xib")
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(onADevice ? "24128" : "9531")" useAutolayout="YES" useTraitCollections="YES">
                \(onADevice ? #"<device id="retina6_12" orientation="portrait" appearance="light"/>"# : "")
                <objects>
                    <view contentMode="scaleToFill" id="root" userLabel="Root">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="phone" userLabel="Phone">
                                <rect key="frame" x="\(savedInBase ? "-25" : "0.0")" y="\(savedInBase ? "-30" : "40")" width="100" height="10"/>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pad" userLabel="Pad">
                                <rect key="frame" x="\(savedInBase ? "-25" : "0.0")" y="\(savedInBase ? "-30" : "0.0")" width="100" height="10"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="phone" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l"/>
                            <constraint firstItem="phone" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="top-any"/>
                            <constraint firstItem="phone" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="top-compact"/>
                            <constraint firstItem="phone" firstAttribute="width" constant="100" id="w"/>
                            <constraint firstItem="phone" firstAttribute="height" constant="10" id="h"/>
                        </constraints>
                        <variation key="default">
                            <mask key="subviews">
                                <exclude reference="phone"/>
                                <exclude reference="pad"/>
                            </mask>
                            <mask key="constraints">
                                <exclude reference="top-compact"/>
                            </mask>
                        </variation>
                        <variation key="widthClass=compact">
                            <mask key="subviews">
                                <include reference="phone"/>
                            </mask>
                            <mask key="constraints">
                                <exclude reference="top-any"/>
                                <include reference="top-compact"/>
                            </mask>
                        </variation>
                        <variation key="widthClass=regular">
                            <mask key="subviews">
                                <include reference="pad"/>
                            </mask>
                        </variation>
                    </view>
                </objects>
            </document>
            """.write(to: file, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("classes.json")
        let r = try CLIRunner.run([file.path, "-o", out.path])
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
        let f = try CLIRunner.frames(inSolution: out)
        #expect(f["phone"] == (savedInBase ? nil : [0, 40, 100, 10]))
        #expect(f["pad"] == nil)
    }

    /// A cell measured as the Xcode that saved it measured, frames by hand. In a 320-wide cell:
    /// a Chinese label at the content view's top and leading margins, "OK" 8 after it, a Korean
    /// label at the trailing margin, a rounded-rect field in 14 pt under the first label and an
    /// empty one (no text, no placeholder) 8 under that.
    /// Saved by Xcode 10.1 (14490.70, iPhone 8 at @2x): margins 11 and 16 (Xcode 9.3 on); 消息中心
    /// in 15 pt 4 × 15 × 1.0196 = 61.18, 61.5; a 15-pt line 17.9, 18; "OK" 30 wide (no narrower)
    /// and 18 + 12 tall; 이메일 3 × 15 × 0.865 = 38.93, 39; the field 30 tall (before iOS 13).
    /// Saved by Xcode 26 (24128, iPhone 15 at @3x): today's Chinese (1 em less SF's tracking at 15 pt,
    /// 59.04 to 59.28, 59.333) and a 34-tall field. Saved by Xcode 7 (9531, no device, @2x):
    /// UIView's margins, 8; Chinese 1 em, 60.
    @Test func aCellMeasuredAsItsXcodeDid() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        func frames(toolsVersion: String, device: String) throws -> [String: [Double]] {
            let xib = dir.appendingPathComponent("Cell\(toolsVersion).xib")
            try """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" useAutolayout="YES">
                    \(device)
                    <objects>
                        <tableViewCell contentMode="scaleToFill" id="cell">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                            <tableViewCellContentView key="contentView" opaque="NO" id="content">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                                <subviews>
                                    <label text="消息中心" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                        <rect key="frame" x="16" y="11" width="61.5" height="18"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                    </label>
                                    <button translatesAutoresizingMaskIntoConstraints="NO" id="ok">
                                        <rect key="frame" x="85.5" y="5" width="30" height="30"/>
                                        <state key="normal" title="OK"/>
                                    </button>
                                    <label text="이메일" translatesAutoresizingMaskIntoConstraints="NO" id="korean">
                                        <rect key="frame" x="265" y="11" width="39" height="18"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                    </label>
                                    <textField borderStyle="roundedRect" placeholder="Name" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                                        <rect key="frame" x="16" y="37" width="288" height="30"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                    </textField>
                                    <textField borderStyle="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="empty">
                                        <rect key="frame" x="16" y="75" width="288" height="30"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                    </textField>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="title" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c1"/>
                                    <constraint firstItem="title" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="c2"/>
                                    <constraint firstItem="ok" firstAttribute="leading" secondItem="title" secondAttribute="trailing" constant="8" id="c3"/>
                                    <constraint firstItem="ok" firstAttribute="centerY" secondItem="title" secondAttribute="centerY" id="c4"/>
                                    <constraint firstItem="korean" firstAttribute="trailing" secondItem="content" secondAttribute="trailingMargin" id="c5"/>
                                    <constraint firstItem="korean" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="c6"/>
                                    <constraint firstItem="name" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c7"/>
                                    <constraint firstItem="name" firstAttribute="trailing" secondItem="content" secondAttribute="trailingMargin" id="c8"/>
                                    <constraint firstItem="name" firstAttribute="top" secondItem="title" secondAttribute="bottom" constant="8" id="c9"/>
                                    <constraint firstItem="empty" firstAttribute="leading" secondItem="name" secondAttribute="leading" id="c10"/>
                                    <constraint firstItem="empty" firstAttribute="trailing" secondItem="name" secondAttribute="trailing" id="c11"/>
                                    <constraint firstItem="empty" firstAttribute="top" secondItem="name" secondAttribute="bottom" constant="8" id="c12"/>
                                </constraints>
                            </tableViewCellContentView>
                        </tableViewCell>
                    </objects>
                </document>
                """.write(to: xib, atomically: true, encoding: .utf8)
            let out = dir.appendingPathComponent("cell\(toolsVersion).json")
            let r = try CLIRunner.run([xib.path, "-o", out.path])
            #expect(r.status == 0, "\(r.stderr)")
            return try CLIRunner.frames(inSolution: out)
        }
        let xcode10 = try frames(toolsVersion: "14490.70", device: #"<device id="retina4_7" orientation="portrait"/>"#)
        #expect(xcode10["title"] == [16, 11, 61.5, 18])
        #expect(xcode10["ok"] == [85.5, 5, 30, 30])
        #expect(xcode10["korean"] == [265, 11, 39, 18])
        #expect(xcode10["name"] == [16, 37, 288, 30])
        #expect(xcode10["empty"] == [16, 75, 288, 30], "a field with neither text nor placeholder is still a line tall")
        let xcode26 = try frames(toolsVersion: "24128", device: #"<device id="retina6_12" orientation="portrait"/>"#)
        #expect(xcode26["title"] == [16, 11, 59.333, 18])
        #expect(xcode26["ok"] == [83.333, 5, 30, 30])
        #expect(xcode26["korean"] == [265, 11, 39, 18])
        #expect(xcode26["name"] == [16, 37, 288, 34])
        #expect(xcode26["empty"] == [16, 79, 288, 34])
        // The sides follow the cell's own width, not the device's: this 320-wide cell in a
        // document for the 414-wide iPhone 11 has 16 (IB-E's InstagramTableViewCell, whose image
        // pinned `leadingMargin − 16` Xcode stored at x 0), where a 414-wide cell would have 20.
        let iPhone11 = try frames(toolsVersion: "17701", device: #"<device id="retina6_1" orientation="portrait"/>"#)
        #expect(iPhone11["name"].map { [$0[0], $0[2]] } == [16, 288])
        #expect(iPhone11["korean"]?.first == 265)
        let xcode7 = try frames(toolsVersion: "9531", device: "")
        #expect(xcode7["title"] == [8, 8, 60, 18])
        #expect(xcode7["ok"] == [76, 2, 30, 30])
        #expect(xcode7["korean"] == [273, 8, 39, 18])
        #expect(xcode7["name"] == [8, 34, 304, 30])
        #expect(xcode7["empty"] == [8, 72, 304, 30])
    }

    /// A hidden view in a stack view stays one of its arranged views, as in UIKit: collapsed
    /// to 0 along the axis at the end of the view before it, as wide as the stack across it, and
    /// the visible ones spaced as if it were not there. A 200-wide vertical stack, spacing 10,
    /// of views 20 tall (b, hidden, has no height of its own): a at 0, b 0 tall at 20, c at 30;
    /// the stack 50 tall.
    @Test func aHiddenViewInAStackCollapses() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let xib = dir.appendingPathComponent("Stack.xib")
        func row(_ id: String, hidden: Bool) -> String {
            """
                                <view \(hidden ? "hidden=\"YES\" " : "")translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                    <rect key="frame" x="0.0" y="0.0" width="200" height="20"/>
                                    \(hidden ? "" : "<constraints><constraint firstAttribute=\"height\" constant=\"20\" id=\"h-\(id)\"/></constraints>")
                                </view>
            """
        }
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="24128" useAutolayout="YES">
                <device id="retina6_12" orientation="portrait"/>
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                        <subviews>
                            <stackView opaque="NO" axis="vertical" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="50"/>
                                <subviews>
            \(row("a", hidden: false))
            \(row("b", hidden: true))
            \(row("c", hidden: false))
                                </subviews>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="s1"/>
                            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="s2"/>
                            <constraint firstItem="stack" firstAttribute="width" constant="200" id="s3"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """.write(to: xib, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("stack.json")
        let r = try CLIRunner.run([xib.path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        let f = try CLIRunner.frames(inSolution: out)
        #expect(f["a"] == [0, 0, 200, 20] && f["c"] == [0, 30, 200, 20] && f["stack"] == [0, 0, 200, 50])
        #expect(f["b"] == [0, 20, 200, 0])
    }

    /// A stack view arranging inside its margins (margins 12 and 20): its row is placed within
    /// them, at 20, 12, 200 − 40 = 160 wide, and the stack is 12 + 20 + 12 = 44 tall; as Xcode
    /// writes it (the margins alone, as every stack view with margins in the mirrored files), with
    /// `layoutMarginsRelativeArrangement="YES"` written out, and not with it "NO".
    @Test(arguments: ["", #"layoutMarginsRelativeArrangement="YES""#, #"layoutMarginsRelativeArrangement="NO""#])
    func aStackArrangesInsideItsMargins(attribute: String) throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let xib = dir.appendingPathComponent("Inset.xib")
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="24128" useAutolayout="YES">
                <device id="retina6_12" orientation="portrait"/>
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                        <subviews>
                            <stackView opaque="NO" axis="vertical" \(attribute) translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="44"/>
                                <subviews>
                                    <view translatesAutoresizingMaskIntoConstraints="NO" id="row">
                                        <rect key="frame" x="20" y="12" width="160" height="20"/>
                                        <constraints><constraint firstAttribute="height" constant="20" id="h"/></constraints>
                                    </view>
                                </subviews>
                                <edgeInsets key="layoutMargins" top="12" left="20" bottom="12" right="20"/>
                            </stackView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="s1"/>
                            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="s2"/>
                            <constraint firstItem="stack" firstAttribute="width" constant="200" id="s3"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """.write(to: xib, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("inset.json")
        let r = try CLIRunner.run([xib.path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        let f = try CLIRunner.frames(inSolution: out)
        if attribute.contains("NO") {
            #expect(f["row"] == [0, 0, 200, 20] && f["stack"] == [0, 0, 200, 20], "\(f)")
        } else {
            #expect(f["row"] == [20, 12, 160, 20] && f["stack"] == [0, 0, 200, 44], "\(f)")
        }
    }

    /// A label whose text the app sets is stored empty with Interface Builder's placeholder
    /// intrinsic size (`placeholderIntrinsicWidth="202" placeholderIntrinsicHeight="21"`), which it
    /// has on the canvas: 21 tall, so the label below it starts at 10 + 21 + 2 = 33 and the cell's
    /// bottom (10 below, at least) at 64, as Xcode stored them. Without it, both labels were 0 tall.
    @Test func aLabelsPlaceholderIntrinsicSizeIsItsSizeOnTheCanvas() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let xib = dir.appendingPathComponent("MenuCell.xib")
        func label(_ id: String, y: Int, placeholder: Bool) -> String {
            """
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" \(placeholder ? "placeholderIntrinsicWidth=\"202\" placeholderIntrinsicHeight=\"21\" " : "")text="" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                    <rect key="frame" x="60" y="\(y)" width="202" height="21"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
            """
        }
        func frames(placeholder: Bool) throws -> [String: [Double]] {
            try """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="24128" useAutolayout="YES">
                    <device id="retina6_12" orientation="portrait"/>
                    <objects>
                        <view contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="64"/>
                            <subviews>
                \(label("title", y: 10, placeholder: placeholder))
                \(label("subtitle", y: 33, placeholder: placeholder))
                            </subviews>
                            <constraints>
                                <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="60" id="c1"/>
                                <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c2"/>
                                <constraint firstItem="subtitle" firstAttribute="leading" secondItem="title" secondAttribute="leading" id="c3"/>
                                <constraint firstItem="subtitle" firstAttribute="top" secondItem="title" secondAttribute="bottom" constant="2" id="c4"/>
                                <constraint firstItem="subtitle" firstAttribute="trailing" secondItem="title" secondAttribute="trailing" id="c5"/>
                                <constraint firstAttribute="bottom" relation="greaterThanOrEqual" secondItem="subtitle" secondAttribute="bottom" constant="10" id="c6"/>
                            </constraints>
                        </view>
                    </objects>
                </document>
                """.write(to: xib, atomically: true, encoding: .utf8)
            let out = dir.appendingPathComponent("cell.json")
            let r = try CLIRunner.run([xib.path, "-o", out.path])
            #expect(r.status == 0, "\(r.stderr)")
            return try CLIRunner.frames(inSolution: out)
        }
        let f = try frames(placeholder: true)
        #expect(f["title"] == [60, 10, 202, 21])
        #expect(f["subtitle"] == [60, 33, 202, 21])
        let without = try frames(placeholder: false)
        #expect(without["title"]?[3] == 0 && without["subtitle"]?[1] == 12)
    }

    /// The design device's safe area is the one the file's Xcode simulated: an iPhone 11
    /// (retina6_1) has 44 at the top in a file saved by Xcode 12 (17701) and 48 from Xcode 14
    /// (21000 on; 22505 here); an iPhone 11 Pro (retina5_9) 44, then 50 from Xcode 15; an
    /// iPhone 8 20 up to Xcode 10, 0 after. A bar pinned to the safe area's top is at that y.
    @Test func theDesignDevicesSafeAreaIsItsXcodes() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        func barY(_ device: String, _ toolsVersion: String) throws -> Double? {
            let file = dir.appendingPathComponent("Screen.storyboard")
            let (w, h) = device == "retina6_1" ? (414, 896) : device == "retina4_7" ? (375, 667) : (375, 812)
            try """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" useAutolayout="YES" useSafeAreas="YES" initialViewController="vc">
                    <device id="\(device)" orientation="portrait"/>
                    <scenes>
                        <scene sceneID="s1">
                            <objects>
                                <viewController id="vc" customClass="ScreenViewController" sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="root">
                                        <rect key="frame" x="0.0" y="0.0" width="\(w)" height="\(h)"/>
                                        <subviews>
                                            <view translatesAutoresizingMaskIntoConstraints="NO" id="bar">
                                                <rect key="frame" x="0.0" y="44" width="\(w)" height="50"/>
                                            </view>
                                        </subviews>
                                        <viewLayoutGuide key="safeArea" id="safe"/>
                                        <constraints>
                                            <constraint firstItem="bar" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
                                            <constraint firstItem="bar" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                                            <constraint firstItem="bar" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c3"/>
                                            <constraint firstItem="bar" firstAttribute="height" constant="50" id="c4"/>
                                        </constraints>
                                    </view>
                                </viewController>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """.write(to: file, atomically: true, encoding: .utf8)
            let out = dir.appendingPathComponent("screen.json")
            let r = try CLIRunner.run([file.path, "-o", out.path])
            #expect(r.status == 0, "\(r.stderr)")
            return try CLIRunner.frames(inSolution: out)["bar"]?[1]
        }
        #expect(try barY("retina6_1", "17701") == 44)
        #expect(try barY("retina6_1", "22505") == 48)
        #expect(try barY("retina5_9", "20037") == 44)
        #expect(try barY("retina5_9", "22505") == 50)
        // An iPhone 8 (retina4_7) had the 20-point status bar up to Xcode 10, none from Xcode 11.
        #expect(try barY("retina4_7", "14460.31") == 20)
        #expect(try barY("retina4_7", "17701") == 0)
    }

    /// A button with a UIButton.Configuration (Xcode 13 on) is its title in the configuration's
    /// font inside the configuration's insets, to the pixel: "Skip" in 16 pt with the default
    /// insets (7 above and below, 12 at the sides) is 24 wider than a 16-pt label of it and 19.333
    /// + 14 tall; "Learn More" in 14 pt inset 7 and 24 is 48 wider than its label, 17 + 14 tall.
    @Test func aConfigurationButtonIsItsTitleInsideItsInsets() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let xib = dir.appendingPathComponent("Buttons.xib")
        func pinned(_ id: String, _ y: Int) -> String {
            """
            <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l-\(id)"/>
            <constraint firstItem="\(id)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\(y)" id="t-\(id)"/>
            """
        }
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="24128" useAutolayout="YES">
                <device id="retina6_12" orientation="portrait"/>
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="300" height="300"/>
                        <subviews>
                            <label text="Skip" translatesAutoresizingMaskIntoConstraints="NO" id="skipLabel">
                                <rect key="frame" x="0.0" y="0.0" width="32" height="19"/>
                                <fontDescription key="fontDescription" type="system" pointSize="16"/>
                            </label>
                            <button translatesAutoresizingMaskIntoConstraints="NO" id="skip">
                                <rect key="frame" x="0.0" y="40" width="56" height="33"/>
                                <buttonConfiguration key="configuration" style="plain" title="Skip">
                                    <fontDescription key="titleFontDescription" type="system" pointSize="16"/>
                                </buttonConfiguration>
                            </button>
                            <label text="Learn More" translatesAutoresizingMaskIntoConstraints="NO" id="learnLabel">
                                <rect key="frame" x="0.0" y="100" width="73" height="17"/>
                                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                            </label>
                            <button translatesAutoresizingMaskIntoConstraints="NO" id="learn">
                                <rect key="frame" x="0.0" y="140" width="121" height="31"/>
                                <buttonConfiguration key="configuration" style="filled" title="Learn More" cornerStyle="capsule">
                                    <fontDescription key="titleFontDescription" type="system" pointSize="14"/>
                                    <directionalEdgeInsets key="contentInsets" top="7" leading="24" bottom="7" trailing="24"/>
                                </buttonConfiguration>
                            </button>
                        </subviews>
                        <constraints>
                            \(pinned("skipLabel", 0))
                            \(pinned("skip", 40))
                            \(pinned("learnLabel", 100))
                            \(pinned("learn", 140))
                        </constraints>
                    </view>
                </objects>
            </document>
            """.write(to: xib, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("buttons.json")
        let r = try CLIRunner.run([xib.path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        let f = try CLIRunner.frames(inSolution: out)
        let skipLabel = try #require(f["skipLabel"]), skip = try #require(f["skip"])
        let learnLabel = try #require(f["learnLabel"]), learn = try #require(f["learn"])
        #expect(abs(skip[2] - (skipLabel[2] + 24)) < 0.01 && abs(skip[3] - 33.333) < 0.01, "\(skip)")
        #expect(abs(learn[2] - (learnLabel[2] + 48)) < 0.01 && abs(learn[3] - 31) < 0.01, "\(learn)")
    }

    /// A text field without a border is a line of its font tall: in a file saved before Xcode
    /// 10.2, rounded up to whole points as Xcode stored every such field (14 pt: 16.707 → 17).
    @Test func aBorderlessFieldOfAnOldFileIsWholePointsTall() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        for (tools, height) in [("14109", 17.0), ("24128", 14 * 2444.0 / 2048)] {
            let xib = dir.appendingPathComponent("Field\(tools).xib")
            try """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" useAutolayout="YES">
                    <device id="retina4_7" orientation="portrait"/>
                    <objects>
                        <view contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                            <subviews>
                                <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" placeholder="Name" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                                    <rect key="frame" x="20" y="20" width="260" height="17"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                </textField>
                            </subviews>
                            <constraints>
                                <constraint firstItem="name" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                                <constraint firstAttribute="trailing" secondItem="name" secondAttribute="trailing" constant="20" id="c2"/>
                                <constraint firstItem="name" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c3"/>
                            </constraints>
                        </view>
                    </objects>
                </document>
                """.write(to: xib, atomically: true, encoding: .utf8)
            let out = dir.appendingPathComponent("field.json")
            let r = try CLIRunner.run([xib.path, "-o", out.path])
            #expect(r.status == 0, "\(r.stderr)")
            let f = try CLIRunner.frames(inSolution: out)
            let field = try #require(f["name"])
            #expect(abs(field[3] - height) < 0.01, "\(tools): \(field)")
        }
    }

    /// Segmented controls sized by their titles, as Xcode stored them: in a file of Xcode 11
    /// on, each segment is the widest title in 13 pt plus 20, 32 tall; in one of Xcode 10
    /// (toolsVersion below 14800), plus 14.7 and 29 tall. Measured against a 13-pt label of
    /// the widest title ("Medium"); a control with an image segment keeps only its height.
    @Test func aSegmentedControlIsAsWideAsItsTitles() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        for (tools, padding, height) in [("24128", 20.0, 32.0), ("14490.70", 14.7, 29.0)] {
            let xib = dir.appendingPathComponent("Segments\(height).xib")
            try """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" useAutolayout="YES">
                    <device id="retina6_12" orientation="portrait"/>
                    <objects>
                        <view contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="300" height="300"/>
                            <subviews>
                                <label text="Medium" translatesAutoresizingMaskIntoConstraints="NO" id="medium">
                                    <rect key="frame" x="0.0" y="0.0" width="49" height="16"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="13"/>
                                </label>
                                <segmentedControl contentHorizontalAlignment="left" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="size">
                                    <rect key="frame" x="47" y="40" width="206" height="32"/>
                                    <segments>
                                        <segment title="Small"/>
                                        <segment title="Medium"/>
                                        <segment title="Large"/>
                                    </segments>
                                </segmentedControl>
                                <segmentedControl contentHorizontalAlignment="left" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="icons">
                                    <rect key="frame" x="0.0" y="100" width="100" height="32"/>
                                    <segments>
                                        <segment title="List"/>
                                        <segment image="grid"/>
                                    </segments>
                                </segmentedControl>
                            </subviews>
                            <constraints>
                                <constraint firstItem="medium" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="a1"/>
                                <constraint firstItem="medium" firstAttribute="top" secondItem="root" secondAttribute="top" id="a2"/>
                                <constraint firstItem="size" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="a3"/>
                                <constraint firstItem="size" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="a4"/>
                                <constraint firstItem="icons" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="a5"/>
                                <constraint firstItem="icons" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="a6"/>
                            </constraints>
                        </view>
                    </objects>
                </document>
                """.write(to: xib, atomically: true, encoding: .utf8)
            let out = dir.appendingPathComponent("segments.json")
            let r = try CLIRunner.run([xib.path, "-o", out.path])
            #expect(r.status == 0, "\(r.stderr)")
            let f = try CLIRunner.frames(inSolution: out)
            let medium = try #require(f["medium"]), size = try #require(f["size"]), icons = try #require(f["icons"])
            let width = 3 * (medium[2] + padding)
            #expect(abs(size[2] - width) < 0.01 && size[3] == height && abs(size[0] - (300 - width) / 2) < 0.01, "\(size)")
            #expect(icons[3] == height, "\(icons)")
        }
    }

    /// A search bar that constraints place without a height is 56 tall in a file saved by Xcode
    /// 9 or later (iOS 11's bar), 44 in one saved before: under a 20-tall top, at y 20.
    @Test func aSearchBarIsAsTallAsItsIOSMadeIt() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        for (tools, height) in [("22505", 56.0), ("12121", 44.0)] {
            let xib = dir.appendingPathComponent("Search\(Int(height)).xib")
            try """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" useAutolayout="YES">
                    <objects>
                        <view contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="200"/>
                            <subviews>
                                <searchBar contentMode="redraw" translatesAutoresizingMaskIntoConstraints="NO" id="search">
                                    <rect key="frame" x="0.0" y="20" width="320" height="\(Int(height))"/>
                                </searchBar>
                            </subviews>
                            <constraints>
                                <constraint firstItem="search" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="s1"/>
                                <constraint firstItem="search" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="s2"/>
                                <constraint firstItem="search" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="s3"/>
                            </constraints>
                        </view>
                    </objects>
                </document>
                """.write(to: xib, atomically: true, encoding: .utf8)
            let out = dir.appendingPathComponent("search.json")
            let r = try CLIRunner.run([xib.path, "-o", out.path])
            #expect(r.status == 0, "\(r.stderr)")
            #expect(try CLIRunner.frames(inSolution: out)["search"] == [0, 20, 320, height], "tools \(tools)")
        }
    }

    /// A controller shown by a `show` segue from a button of a navigation controller's root is
    /// in that navigation controller, as Interface Builder infers its bars: on an iPhone 15 its
    /// safe area starts at 59 + 44 = 103, so a view pinned 8 inside it is at y 111.
    @Test func aControllerShownBySegueHasItsSourcesNavigationBar() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Flow.storyboard")
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="24128" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="detail-scene">
                        <objects>
                            <viewController id="detail-vc" customClass="DetailViewController" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="detail-root">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="card" userLabel="Card">
                                            <rect key="frame" x="8" y="111" width="377" height="100"/>
                                        </view>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="sa2"/>
                                    <constraints>
                                        <constraint firstItem="card" firstAttribute="top" secondItem="sa2" secondAttribute="top" constant="8" id="a"/>
                                        <constraint firstItem="card" firstAttribute="leading" secondItem="sa2" secondAttribute="leading" constant="8" id="b"/>
                                        <constraint firstItem="sa2" firstAttribute="trailing" secondItem="card" secondAttribute="trailing" constant="8" id="c"/>
                                        <constraint firstItem="card" firstAttribute="height" constant="100" id="d"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="list-scene">
                        <objects>
                            <viewController id="list-vc" customClass="ListViewController" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="list-root">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <subviews>
                                        <button translatesAutoresizingMaskIntoConstraints="NO" id="open">
                                            <rect key="frame" x="0.0" y="103" width="100" height="30"/>
                                            <state key="normal" title="Open"/>
                                            <connections>
                                                <segue destination="detail-vc" kind="show" id="s-open"/>
                                            </connections>
                                        </button>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="sa1"/>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="nav-scene">
                        <objects>
                            <navigationController id="nav" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar">
                                    <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                                </navigationBar>
                                <connections>
                                    <segue destination="list-vc" kind="relationship" relationship="rootViewController" id="s1"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """.write(to: file, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("flow.json")
        let r = try CLIRunner.run([file.path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try CLIRunner.frames(inSolution: out)["card"] == [8, 111, 377, 100])
    }
}
