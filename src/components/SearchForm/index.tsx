/** A plain search form that opens the local search's results page (/search?q=…); works before JS loads. */
import React, {type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

export default function SearchForm(): ReactNode {
  const label = translate({id: 'theme.SearchBar.inputAriaLabel', message: 'Поиск по справочному центру'});
  return (
    <form className={styles.form} action={useBaseUrl('/search')} method="get" role="search">
      <input className={styles.input} type="search" name="q" aria-label={label} placeholder={label} required />
      <button className="button button--primary" type="submit">
        {translate({id: 'theme.SearchForm.submit', message: 'Найти', description: 'Submit button of the search form'})}
      </button>
    </form>
  );
}
