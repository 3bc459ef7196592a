// The render context the benchmarks host their layers in: each outermost commit posts its snapshot to a mailbox
// the frame loop reads (only the Sendable RenderTree crosses threads, as with SDLHost's RenderThread).
import QuartzCore
import SDLHost

final class MailboxRenderContext: RenderContextHost {
    let mailbox: RenderTreeMailbox

    init(mailbox: RenderTreeMailbox) {
        self.mailbox = mailbox
        super.init()
    }

    override func didCommit(_ tree: RenderTree) {
        mailbox.post(tree)
    }
}
