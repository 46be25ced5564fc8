import { company } from "../content/company";
import { SocialIcon } from "./icons";
import { useT } from "../i18n/messages";

/** Icon links to the company's profiles; each carries an accessible name. */
export function SocialLinks({ className = "" }: { className?: string }) {
  const t = useT("shell");
  return (
    <ul className={`flex items-center gap-1 ${className}`}>
      {company.socialLinks.map((link) => (
        <li key={link.platform}>
          <a
            href={link.url}
            aria-label={t(`shell.social.${link.platform}`, { name: company.name })}
            title={t(`shell.social.${link.platform}`, { name: company.name })}
            target="_blank"
            rel="noopener noreferrer"
            className="flex size-11 items-center justify-center rounded-full text-muted transition-colors hover:bg-panel-2 hover:text-text"
          >
            <SocialIcon platform={link.icon} />
          </a>
        </li>
      ))}
    </ul>
  );
}
