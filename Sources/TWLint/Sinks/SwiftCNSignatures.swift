/// The functions and initialisers of swiftcn's public API that take class strings, with the
/// other overloads of their names. Generated from swiftcn's `Sources/SwiftCN`
/// (`twlint sinks --public Sources/SwiftCN`) and read with the same scanner as a project's
/// own declarations.
public enum SwiftCNSignatures {
    /// The signatures, parsed once.
    public static let table = SinkSignatureTable(SwiftSourceScanner.signatures(in: Array(interface.utf8)))

    /// swiftcn's declarations, reduced to what binding a call needs.
    static let interface = """
        extension CNAttachment {
            init(url p0: Any, title p1: Any, detail p2: Any = x, progress p3: Any = x, classes p4: TWClasses = "", onRemove p5: () -> Any = x, preview p6: () -> Any)
            init(url p0: Any, title p1: Any, detail p2: Any = x, progress p3: Any = x, classes p4: TWClasses = "", onRemove p5: () -> Any = x)
        }
        extension CNBadge {
            init(_ p0: TWClasses = "", variant p1: Any = x, content p2: () -> Any)
            init(_ p0: Any, variant p1: Any = x, classes p2: TWClasses = "")
        }
        extension CNButton {
            init(role p0: Any = x, variant p1: Any = x, size p2: Any = x, classes p3: TWClasses = "", action p4: () -> Any, label p5: () -> Any)
            init(_ p0: Any, role p1: Any = x, variant p2: Any = x, size p3: Any = x, classes p4: TWClasses = "", action p5: () -> Any)
        }
        extension CNButtonGroup {
            init(axis p0: Any = x, classes p1: TWClasses = "", content p2: () -> Any)
        }
        extension CNCalendar {
            init(_ p0: Any = x, selection p1: Any, in p2: Any = x, classes p3: TWClasses = "", dayClasses p4: TWClasses = "")
        }
        extension CNCalendarDay {
            init(_ p0: Any, calendar p1: Any = x, locale p2: Any = x, isSelected p3: Any = x, isToday p4: Any = x, isOutsideMonth p5: Any = x, classes p6: TWClasses = "", focus p7: Any = x, action p8: () -> Any)
        }
        extension CNCard {
            init(_ p0: TWClasses = "", spacing p1: Any = x, content p2: () -> Any)
        }
        extension CNCardHeader {
            init(_ p0: TWClasses = "", spacing p1: Any = x, content p2: () -> Any)
        }
        extension CNCardContent {
            init(_ p0: TWClasses = "", spacing p1: Any = x, content p2: () -> Any)
        }
        extension CNCardFooter {
            init(_ p0: TWClasses = "", spacing p1: Any = x, content p2: () -> Any)
        }
        extension CNCardTitle {
            init(_ p0: TWClasses = "", content p1: () -> Any)
            init(_ p0: Any, classes p1: TWClasses = "")
        }
        extension CNCardDescription {
            init(_ p0: TWClasses = "", content p1: () -> Any)
            init(_ p0: Any, classes p1: TWClasses = "")
        }
        extension CNChart {
            init(_ p0: TWClasses = "", content p1: () -> Any)
        }
        func buildExpression(_ p0: TWClasses)
        func buildExpression(_ p0: Any)
        extension CNCommand {
            init(_ p0: Any, selection p1: Any, classes p2: TWClasses = "", onSelect p3: () -> Any = x)
        }
        extension CNCombobox {
            init(_ p0: Any, options p1: Any, selection p2: Any, classes p3: TWClasses = "")
        }
        extension CNAlert {
            init(_ p0: TWClasses = "", spacing p1: Any = x, content p2: () -> Any)
        }
        extension CNItem {
            init(_ p0: TWClasses = "", spacing p1: Any = x, content p2: () -> Any)
        }
        extension CNItemContent {
            init(_ p0: TWClasses = "", spacing p1: Any = x, content p2: () -> Any)
        }
        extension CNItemActions {
            init(_ p0: TWClasses = "", spacing p1: Any = x, content p2: () -> Any)
        }
        extension CNEmpty {
            init(_ p0: TWClasses = "", spacing p1: Any = x, content p2: () -> Any)
        }
        extension CNEmptyContent {
            init(_ p0: TWClasses = "", spacing p1: Any = x, content p2: () -> Any)
        }
        extension CNDialogContent {
            init(_ p0: TWClasses = "", spacing p1: Any = x, content p2: () -> Any)
        }
        extension CNDialogHeader {
            init(_ p0: TWClasses = "", spacing p1: Any = x, content p2: () -> Any)
        }
        extension CNDialogFooter {
            init(_ p0: TWClasses = "", spacing p1: Any = x, content p2: () -> Any)
        }
        extension CNBubble {
            init(_ p0: TWClasses = "", spacing p1: Any = x, content p2: () -> Any)
        }
        extension CNBubbleGroup {
            init(_ p0: TWClasses = "", spacing p1: Any = x, content p2: () -> Any)
        }
        extension CNMessage {
            init(_ p0: TWClasses = "", spacing p1: Any = x, content p2: () -> Any)
        }
        extension CNMessageContent {
            init(_ p0: TWClasses = "", spacing p1: Any = x, content p2: () -> Any)
        }
        extension CNMessageActions {
            init(_ p0: TWClasses = "", spacing p1: Any = x, content p2: () -> Any)
        }
        extension CNInputGroupAddon {
            init(_ p0: TWClasses = "", spacing p1: Any = x, content p2: () -> Any)
        }
        extension CNAlertTitle {
            init(_ p0: TWClasses = "", content p1: () -> Any)
            init(_ p0: Any, classes p1: TWClasses = "")
        }
        extension CNAlertDescription {
            init(_ p0: TWClasses = "", content p1: () -> Any)
            init(_ p0: Any, classes p1: TWClasses = "")
        }
        extension CNItemTitle {
            init(_ p0: TWClasses = "", content p1: () -> Any)
            init(_ p0: Any, classes p1: TWClasses = "")
        }
        extension CNItemDescription {
            init(_ p0: TWClasses = "", content p1: () -> Any)
            init(_ p0: Any, classes p1: TWClasses = "")
        }
        extension CNEmptyTitle {
            init(_ p0: TWClasses = "", content p1: () -> Any)
            init(_ p0: Any, classes p1: TWClasses = "")
        }
        extension CNEmptyDescription {
            init(_ p0: TWClasses = "", content p1: () -> Any)
            init(_ p0: Any, classes p1: TWClasses = "")
        }
        extension CNKbd {
            init(_ p0: TWClasses = "", content p1: () -> Any)
            init(_ p0: Any, classes p1: TWClasses = "")
        }
        extension CNLabel {
            init(_ p0: TWClasses = "", content p1: () -> Any)
            init(_ p0: Any, classes p1: TWClasses = "")
        }
        extension CNDialogTitle {
            init(_ p0: TWClasses = "", content p1: () -> Any)
            init(_ p0: Any, classes p1: TWClasses = "")
        }
        extension CNDialogDescription {
            init(_ p0: TWClasses = "", content p1: () -> Any)
            init(_ p0: Any, classes p1: TWClasses = "")
        }
        extension CNMessageMeta {
            init(_ p0: TWClasses = "", content p1: () -> Any)
            init(_ p0: Any, classes p1: TWClasses = "")
        }
        extension TWTextFieldStyle {
            init(_ p0: TWClasses = "input", state p1: Any = x)
            init(_ p0: TWClasses, state p1: Any = x)
            init(_ p0: TWClasses, _ p1: TWClasses..., state p2: Any = x)
        }
        extension TWToggleStyle {
            init(_ p0: TWClasses = "toggle", base p1: Any, state p2: Any = x)
            init(_ p0: TWClasses, base p1: Any, state p2: Any = x)
        }
        extension TWLabelStyle {
            init(_ p0: TWClasses = "label", base p1: Any, state p2: Any = x)
            init(_ p0: TWClasses, base p1: Any, state p2: Any = x)
        }
        extension CNCollapsible {
            init(isExpanded p0: Any, classes p1: TWClasses = "", content p2: () -> Any, label p3: () -> Any)
        }
        extension CNAccordion {
            init(_ p0: Any, expanded p1: Any, mode p2: Any = x, classes p3: TWClasses = "", content p4: () -> Any, label p5: () -> Any)
        }
        extension CNDisclosureGroupStyle {
            init(classes p0: TWClasses = "w-full px-0 py-2 rounded-none")
        }
        extension CNTypography {
            init(_ p0: Any, style p1: Any = x, classes p2: TWClasses = "")
        }
        extension CNSeparator {
            init(_ p0: TWClasses = "", axis p1: Any = x)
        }
        extension CNAspectRatio {
            init(_ p0: Any = x, classes p1: TWClasses = "", content p2: () -> Any)
        }
        extension CNAvatar {
            init(url p0: Any = x, accessibilityLabel p1: Any, classes p2: TWClasses = "", fallback p3: () -> Any)
        }
        extension CNField {
            init(isInvalid p0: Any = x, classes p1: TWClasses = "", spacing p2: Any = x, content p3: () -> Any)
        }
        extension CNFieldGroup {
            init(_ p0: TWClasses = "", spacing p1: Any = x, content p2: () -> Any)
        }
        extension CNFieldControl {
            init(_ p0: TWClasses = "input", state p1: Any = x, content p2: () -> Any)
            init(_ p0: TWClasses, _ p1: TWClasses..., state p2: Any = x, content p3: () -> Any)
        }
        extension CNFieldLabel {
            init(_ p0: TWClasses = "", content p1: () -> Any)
            init(_ p0: Any, classes p1: TWClasses = "")
        }
        extension CNFieldDescription {
            init(_ p0: TWClasses = "", content p1: () -> Any)
            init(_ p0: Any, classes p1: TWClasses = "")
        }
        extension CNFieldError {
            init(_ p0: TWClasses = "", content p1: () -> Any)
            init(_ p0: Any, classes p1: TWClasses = "")
        }
        extension TWFieldControlModifier {
            init(style p0: TWClasses, state p1: Any = x)
        }
        extension CNInput {
            init(_ p0: Any, text p1: Any, isSecure p2: Any = x, focus p3: Any = x, classes p4: TWClasses = "")
        }
        extension CNTextarea {
            init(_ p0: Any, text p1: Any, focus p2: Any = x, classes p3: TWClasses = "")
        }
        extension CNInputGroup {
            init(_ p0: TWClasses = "", focus p1: Any = x, content p2: () -> Any)
        }
        extension CNInputGroupField {
            init(_ p0: Any, text p1: Any, classes p2: TWClasses = "")
        }
        extension CNInputOTP {
            init(code p0: Any, length p1: Any = x, classes p2: TWClasses = "")
        }
        extension CNSkeleton {
            init(isLoading p0: Any = x, classes p1: TWClasses = "", content p2: () -> Any)
        }
        extension CNSpinner {
            init(_ p0: Any = x, lineWidth p1: Any = x, classes p2: TWClasses = "")
        }
        extension CNMarker {
            init(variant p0: Any = x, classes p1: TWClasses = "", content p2: () -> Any)
            init(_ p0: Any, variant p1: Any = x, classes p2: TWClasses = "")
        }
        extension CNDropdownMenu {
            init(_ p0: TWClasses = "", isPresented p1: Any = x, contentClasses p2: TWClasses = "", arrowEdge p3: Any = x, content p4: () -> Any, label p5: () -> Any)
            init(_ p0: Any, classes p1: TWClasses = "", isPresented p2: Any = x, contentClasses p3: TWClasses = "", arrowEdge p4: Any = x, content p5: () -> Any)
        }
        extension CNDropdownMenuContent {
            init(_ p0: TWClasses = "", autofocus p1: Any = x, isPresented p2: Any = x, onDismiss p3: () -> Any = x, content p4: () -> Any)
        }
        extension CNDropdownMenuItem {
            init(role p0: Any = x, dismissOnSelect p1: Any = x, classes p2: TWClasses = "", action p3: () -> Any, label p4: () -> Any)
            init(_ p0: Any, role p1: Any = x, dismissOnSelect p2: Any = x, classes p3: TWClasses = "", action p4: () -> Any)
        }
        extension CNDropdownMenuLink {
            init(destination p0: Any, classes p1: TWClasses = "", label p2: () -> Any)
            init(_ p0: Any, destination p1: Any, classes p2: TWClasses = "")
        }
        extension CNDropdownMenuLabel {
            init(_ p0: TWClasses = "", content p1: () -> Any)
            init(_ p0: Any, classes p1: TWClasses = "")
        }
        extension CNDropdownMenuSeparator {
            init(_ p0: TWClasses = "")
        }
        extension CNDropdownMenuCheckboxItem {
            init(isOn p0: Any, classes p1: TWClasses = "", label p2: () -> Any)
        }
        extension CNNavigationMenu {
            init(_ p0: TWClasses = "", content p1: () -> Any)
        }
        extension CNMenubar {
            init(_ p0: TWClasses = "", content p1: () -> Any)
        }
        extension CNContextMenu {
            init(_ p0: TWClasses = "", menuItems p1: () -> Any, content p2: () -> Any)
        }
        extension CNBreadcrumb {
            init(_ p0: TWClasses = "", content p1: () -> Any)
        }
        extension CNPagination {
            init(page p0: Any, pageCount p1: Any, classes p2: TWClasses = "")
        }
        extension CNTabs {
            init(selection p0: Any, classes p1: TWClasses = "", content p2: () -> Any)
        }
        extension CNSidebar {
            init(visibility p0: Any, classes p1: TWClasses = "", sidebar p2: () -> Any, detail p3: () -> Any)
        }
        extension CNDialog {
            init(isPresented p0: Any, classes p1: TWClasses = "", contentClasses p2: TWClasses = "", content p3: () -> Any, label p4: () -> Any)
        }
        extension CNSheet {
            init(isPresented p0: Any, edge p1: Any = x, classes p2: TWClasses = "", contentClasses p3: TWClasses = "", content p4: () -> Any, label p5: () -> Any)
        }
        extension CNDrawerContent {
            init(_ p0: TWClasses = "", spacing p1: Any = x, content p2: () -> Any)
        }
        extension CNDrawer {
            init(isPresented p0: Any, classes p1: TWClasses = "", contentClasses p2: TWClasses = "", detents p3: Any = x, selection p4: Any = x, onDismiss p5: () -> Any = x, content p6: () -> Any, label p7: () -> Any)
        }
        extension CNAlertDialog {
            init(_ p0: Any, isPresented p1: Any, classes p2: TWClasses = "", actions p3: () -> Any, message p4: () -> Any, label p5: () -> Any)
        }
        extension CNDialogClose {
            init(_ p0: TWClasses = "", label p1: () -> Any)
            init(_ p0: Any = x, classes p1: TWClasses = "")
        }
        extension CNPopover {
            init(isPresented p0: Any, arrowEdge p1: Any = x, classes p2: TWClasses = "", content p3: () -> Any, label p4: () -> Any)
        }
        extension CNHoverCard {
            init(_ p0: TWClasses = "", openDelay p1: Any = x, closeDelay p2: Any = x, content p3: () -> Any, label p4: () -> Any)
        }
        extension CNTooltip {
            init(_ p0: Any, classes p1: TWClasses = "", label p2: () -> Any)
        }
        extension CNQuestionnaire {
            init(_ p0: Any, answers p1: Any, activeIndex p2: Any, classes p3: TWClasses = "", onCancel p4: () -> Any = x, onSubmit p5: () -> Any)
        }
        extension CNResizable {
            init(fraction p0: Any, axis p1: Any = x, minimumFraction p2: Any = x, classes p3: TWClasses = "", first p4: () -> Any, second p5: () -> Any)
        }
        extension CNScrollArea {
            init(_ p0: Any = x, showsIndicators p1: Any = x, classes p2: TWClasses = "", content p3: () -> Any)
        }
        extension CNMessageScroller {
            init(_ p0: Any, followNewMessages p1: Any = x, scrollRevision p2: Any = x, position p3: Any = x, isAtBottom p4: Any = x, classes p5: TWClasses = "", content p6: () -> Any)
        }
        extension CNCarousel {
            init(_ p0: Any, selection p1: Any, classes p2: TWClasses = "", content p3: () -> Any)
        }
        extension CNSwitch {
            init(isOn p0: Any, classes p1: TWClasses = "", label p2: () -> Any)
            init(_ p0: Any, isOn p1: Any, classes p2: TWClasses = "")
        }
        extension CNCheckbox {
            init(isOn p0: Any, classes p1: TWClasses = "", label p2: () -> Any)
            init(_ p0: Any, isOn p1: Any, classes p2: TWClasses = "")
        }
        extension CNCheckboxStyle {
            init(classes p0: TWClasses = "")
        }
        extension CNSwitchStyle {
            init(classes p0: TWClasses = "")
        }
        extension CNToggle {
            init(isOn p0: Any, classes p1: TWClasses = "", label p2: () -> Any)
            init(_ p0: Any, isOn p1: Any, classes p2: TWClasses = "")
        }
        extension CNButtonToggleStyle {
            init(classes p0: TWClasses = "")
        }
        extension CNToggleGroup {
            init(_ p0: Any, selection p1: Any, axis p2: Any = x, classes p3: TWClasses = "")
        }
        extension CNSelect {
            init(_ p0: Any, options p1: Any, selection p2: Any, classes p3: TWClasses = "")
        }
        extension CNNativeSelect {
            init(_ p0: Any, options p1: Any, selection p2: Any, classes p3: TWClasses = "")
        }
        extension CNRadioGroup {
            init(_ p0: Any, options p1: Any, selection p2: Any, classes p3: TWClasses = "")
        }
        extension CNSidebar {
            init(visibility p0: Any, mobilePresented p1: Any = x, collapsible p2: Any = x, side p3: Any = x, width p4: Any = x, collapsedWidth p5: Any = x, compactBreakpoint p6: Any = x, classes p7: TWClasses = "", sidebar p8: () -> Any, detail p9: () -> Any)
        }
        extension CNSidebarTrigger {
            init(_ p0: TWClasses = "")
        }
        extension CNSidebarHeader {
            init(_ p0: TWClasses = "", content p1: () -> Any)
        }
        extension CNSidebarContent {
            init(_ p0: TWClasses = "", content p1: () -> Any)
        }
        extension CNSidebarFooter {
            init(_ p0: TWClasses = "", content p1: () -> Any)
        }
        extension CNSidebarGroup {
            init(_ p0: TWClasses = "", content p1: () -> Any)
        }
        extension CNSidebarGroupLabel {
            init(_ p0: Any, classes p1: TWClasses = "")
        }
        extension CNSidebarMenu {
            init(_ p0: TWClasses = "", content p1: () -> Any)
        }
        extension CNSidebarMenuButton {
            init(_ p0: Any, systemImage p1: Any, isSelected p2: Any = x, badge p3: Any = x, dismissOnSelect p4: Any = x, classes p5: TWClasses = "", action p6: () -> Any)
        }
        extension CNSidebarMenuSub {
            init(_ p0: TWClasses = "", content p1: () -> Any)
        }
        extension TWNativeButtonStyle {
            init(_ p0: TWClasses, state p1: Any = x)
            init(_ p0: TWClasses = "glass", state p1: Any = x)
            init(_ p0: TWClasses..., state p1: Any = x)
        }
        func twNative(_ p0: TWClasses, state p1: Any = x)
        func twNative(_ p0: TWClasses = "glass", state p1: Any = x)
        func twNative(_ p0: TWClasses..., state p1: Any = x)
        extension TWButtonStyle {
            init(_ p0: TWClasses, state p1: Any = x)
            init(_ p0: TWClasses..., state p1: Any = x)
        }
        extension CNTable {
            init(_ p0: TWClasses = "", content p1: () -> Any)
        }
        extension CNTableRow {
            init(isSelected p0: Any = x, onSelect p1: () -> Any = x, classes p2: TWClasses = "", content p3: () -> Any)
        }
        extension CNTableCell {
            init(_ p0: TWClasses = "", alignment p1: Any = x, content p2: () -> Any)
            init(_ p0: Any, classes p1: TWClasses = "", alignment p2: Any = x)
        }
        extension CNTableHead {
            init(_ p0: TWClasses = "", alignment p1: Any = x, content p2: () -> Any)
            init(_ p0: Any, classes p1: TWClasses = "", alignment p2: Any = x)
        }
        extension CNTableCaption {
            init(_ p0: Any, classes p1: TWClasses = "")
        }
        extension CNDataTable {
            init(_ p0: Any, selection p1: Any, sortOrder p2: Any, classes p3: TWClasses = "", KeyPathComparator p4: () -> Any)
        }
        extension CNToastHost {
            init(toast p0: Any, classes p1: TWClasses = "", content p2: () -> Any)
            init(toasts p0: Any, isExpanded p1: Any = x, classes p2: TWClasses = "", content p3: () -> Any)
        }
        func hover(_ p0: TWClasses...)
        func focus(_ p0: TWClasses...)
        func pressed(_ p0: TWClasses...)
        func disabled(_ p0: TWClasses...)
        extension CNSlider {
            init(_ p0: Any, value p1: Any, in p2: Any = x, step p3: Any = x, classes p4: TWClasses = "", onEditingChanged p5: () -> Any = x)
        }
        extension CNProgress {
            init(_ p0: Any, value p1: Any = x, total p2: Any = x, classes p3: TWClasses = "")
        }
        extension CNDatePicker {
            init(_ p0: Any, selection p1: Any, in p2: Any = x, displayedComponents p3: Any = x, classes p4: TWClasses = "")
        }
        """
}
